/**
 * The element through which the server hands a page's style nonce to the client's emotion cache:
 * `<meta property="csp-nonce" nonce="…">`. Browsers hide a nonce attribute's value from `getAttribute` once parsed;
 * the element's `nonce` property keeps it.
 */
export const styleNonceMetaProperty = 'csp-nonce';

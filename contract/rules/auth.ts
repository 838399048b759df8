/**
 * Local-storage key and HTTP header that carry the session token
 * (docs/product-rules.md#sign-in-sessions-and-passwords).
 */
export const authorizationKey = 'api-company-authorization';

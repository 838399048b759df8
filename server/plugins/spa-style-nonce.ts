import { styleNonceMetaProperty } from '../../contract/rules/style-nonce';

/** Opening `<style` tags, not `<styles…>`; the page's JSON and texts escape `<`, so only real elements match. */
const styleOpenTag = /<style(?=[\s>])/gi;

/** The head's element from which the client's emotion cache reads the nonce for the styles it inserts. */
export const styleNonceMeta = (nonce: string): string => `<meta property="${styleNonceMetaProperty}" nonce="${nonce}">`;

/** The page with `nonce` on every `<style>` element (the prerendered markup's emotion styles, any in the template). */
export const withStyleNonce = (html: string, nonce: string): string =>
  html.replace(styleOpenTag, `<style nonce="${nonce}"`);

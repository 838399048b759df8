import createCache, { type EmotionCache } from '@emotion/cache';
import { styleNonceMetaProperty } from '@contract/rules/style-nonce';

/** The nonce the server gave this page's styles (server/plugins/spa-style-nonce.ts), if it gave one. */
const pageStyleNonce = (): string | undefined =>
  document.querySelector<HTMLMetaElement>(`meta[property="${styleNonceMetaProperty}"]`)?.nonce || undefined;

/**
 * Emotion's cache as its default one (key `css`, so it adopts the prerendered page's styles), but writing the page's
 * style nonce on every `<style>` it inserts: the Content-Security-Policy allows no other inline style.
 */
export const createPageEmotionCache = (): EmotionCache => createCache({ key: 'css', nonce: pageStyleNonce() });

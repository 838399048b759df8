/** Unused API cache entries are kept for this many seconds. */
export const apiCacheSeconds = 60;
/** A lazy script or style chunk that has not arrived by then fails. */
export const chunkLoadTimeoutMs = 120_000;
/** Translation loading: attempts and the first delay, which doubles each time. */
export const translationRetries = 5;
export const translationRetryDelayMs = 350;

/**
 * Prerender services and crawlers that render the SPA; their visits are not page views. Link-preview fetchers
 * (messengers, social networks) are listed too: they load the page without a person behind them.
 */
const botPattern =
  /prerender|headless-?render|bot\b|crawler|spider|slurp|facebookexternalhit|whatsapp|viber|telegrambot|lighthouse|pagespeed/i;

export const isPrerenderBot = (userAgent: string): boolean => botPattern.test(userAgent);

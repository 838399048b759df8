/** Dates and money on screen, in the viewer's language; every feature formats them the same way. */

export const formatDate = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

export const formatDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export { formatMoney } from '@contract/rules/money';

import { currencyDigits } from '@contract/rules/money';

/** Dates and money on screen, in the viewer's language; every feature formats them the same way. */

export const formatDate = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

export const formatDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** An amount in integer minor units, in the currency's own format and fraction digits ($1,250.00, 1 250 ¥). */
export const formatMoney = (minor: number, currency: string, language: string): string => {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
};

import type { Language } from './languages';

/**
 * The receipt prints its times in the patient's time zone, which only the browser knows: the page sends the IANA
 * name it reads from `Intl` (`Europe/Kyiv`). Without one, the receipt prints UTC.
 */
export const receiptDefaultTimeZone = 'UTC';
export const timeZoneMaxLength = 64;
/** The shape of an IANA name (`America/Argentina/Buenos_Aires`, `Etc/GMT+2`); whether it exists is `isKnownTimeZone`. */
export const timeZonePattern = '^[A-Za-z][A-Za-z0-9_+/-]*$';

/** Whether this runtime's Intl knows the zone (it refuses unknown names). */
export const isKnownTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The receipt's address as the page links it: the page's language and, when the browser names it, its zone. */
export const receiptHref = (receiptUrl: string, language: Language, timeZone: string | undefined): string => {
  const zone = timeZone ? `&tz=${encodeURIComponent(timeZone)}` : '';
  return `${receiptUrl}?lng=${language}${zone}`;
};

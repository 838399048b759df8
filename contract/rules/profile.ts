// The library alone: its Node entry registers the country names of every language it knows (about 700 KB of JSON
// held in memory), and only the codes are needed here.
import countries from 'i18n-iso-countries/index';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/** Every ISO 3166-1 alpha-2 country code, sorted. */
export const countryCodes: readonly string[] = Object.keys(countries.getAlpha2Codes()).sort();

const countrySet = new Set(countryCodes);
export const isCountryCode = (code: string): boolean => countrySet.has(code);

export const profileTextMaxLength = 120;
export const phoneMaxLength = 32;
export const addressMaxLength = 200;
export const websiteMaxLength = 200;

/**
 * A clinic's website as a link patients can open: `https://` is added when no scheme is given; '' stays ''. Null
 * for anything but an http(s) address with a dotted host name (`javascript:`, spaces, a bare word).
 */
export const normalizeWebsite = (text: string): string | null => {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !/^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname)) {
      return null;
    }
    return url.href.length > websiteMaxLength ? null : url.href;
  } catch {
    return null;
  }
};

/** A website as people read it: no scheme, no trailing slash (`smile.example/kyiv`). */
export const displayWebsite = (url: string): string => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/**
 * The phone in E.164 (`+380441234567`), or null when it is not a valid number. A number without `+` is read as
 * one of `country`.
 */
export const normalizePhone = (phone: string, country?: string | null): string | null => {
  const parsed = parsePhoneNumberFromString(phone, (country ?? undefined) as CountryCode | undefined);
  return parsed?.isValid() ? parsed.number : null;
};

/** An E.164 number as people read it: `+380 44 123 4567`. */
export const formatPhone = (e164: string): string => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

export interface ProfileFields {
  country: string | null;
  city: string;
  ceo: string;
  phone: string | null;
}

/** The profile bonus needs country, city, CEO and phone. */
export const isProfileComplete = (profile: ProfileFields): boolean =>
  Boolean(profile.country && profile.city.trim() && profile.ceo.trim() && profile.phone);

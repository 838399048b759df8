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

/** The profile bonus needs country, city, CEO and phone (decisions.md §2). */
export const isProfileComplete = (profile: ProfileFields): boolean =>
  Boolean(profile.country && profile.city.trim() && profile.ceo.trim() && profile.phone);

/** Currencies and money amounts of the price list: integers of the currency's minor unit. */
export const defaultCurrency = 'USD';

/** Every ISO 4217 code the runtime knows, upper case and sorted. */
export const currencyCodes: readonly string[] = Intl.supportedValuesOf('currency').map((code) => code.toUpperCase());

const currencySet = new Set(currencyCodes);

export const isCurrencyCode = (code: string): boolean => currencySet.has(code);

const digitsByCurrency = new Map<string, number>();

/** How many fraction digits the currency's minor unit has (2 for USD, 0 for JPY, 3 for KWD). */
export const currencyDigits = (currency: string): number => {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    // A NumberFormat per call was most of a price line's formatting; the codes are ISO 4217's, a bounded set.
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
};

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

/** Up to ten integer digits, so every amount in minor units stays a safe integer. */
export const priceIntegerDigitsMax = 10;
/** A price as typed: digits, an optional point and fraction; no sign, exponent or grouping. */
export const pricePatternSource = `^(0|[1-9][0-9]{0,${priceIntegerDigitsMax - 1}})([.,][0-9]+)?$`;
export const pricePattern = new RegExp(pricePatternSource);

/**
 * The amount in minor units of `currency`, or null when the text is not a price or has more fraction digits than
 * the currency allows. String arithmetic only: no float ever holds money.
 */
export const toMinorUnits = (text: string, currency: string): number | null => {
  const trimmed = text.trim();
  if (!pricePattern.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split(/[.,]/);
  const digits = currencyDigits(currency);
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > digits) return null;
  return Number(whole + significant.padEnd(digits, '0'));
};

/** The plain decimal text of an amount (`1250` USD → `12.50`), as a form field shows it. */
export const fromMinorUnits = (minor: number, currency: string): string => {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
};

/**
 * Keeps the number a price shows when the currency changes (changing it does not convert): 12.50
 * USD becomes 12.500 KWD or 13 JPY (half up, the only loss, when the new currency has fewer digits).
 */
export const rescaleMinorUnits = (minor: number, fromCurrency: string, toCurrency: string): number => {
  const shift = currencyDigits(toCurrency) - currencyDigits(fromCurrency);
  if (shift >= 0) return minor * 10 ** shift;
  const divisor = 10 ** -shift;
  return Math.floor((minor + divisor / 2) / divisor);
};

export const priceRowNameMaxLength = 200;
/** A company's price list stays a list a person edits, not a store for anything. */
export const priceRowsMax = 2000;

/**
 * Activation keys: 25 characters of Crockford base32 in five groups of five,
 * `XXXXX-XXXXX-XXXXX-XXXXX-XXXXX`. The first 24 characters are random (120 bits); the last is a Luhn mod 32 check
 * character, which catches every single mistyped character and nearly every swap of two neighbours, so a typo is
 * refused before any database lookup.
 */
export const crockfordAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const activationKeyLength = 25;
export const activationKeyGroupSize = 5;
const payloadLength = activationKeyLength - 1;
const radix = crockfordAlphabet.length;

/** The typed form of a key: groups separated by hyphens. */
export const activationKeyPattern = '^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){4}$';

/** Crockford's decoding is forgiving: lower case, O for 0 and I or L for 1 are read as meant. */
const forgivingSubstitutions: Record<string, string> = { O: '0', I: '1', L: '1' };

const digitOf = (character: string): number => crockfordAlphabet.indexOf(character);

/** Luhn mod N over the given characters, as the character that makes the whole sequence check out. */
const luhnCheckCharacter = (payload: string): string => {
  let sum = 0;
  let double = true;
  for (let index = payload.length - 1; index >= 0; index -= 1) {
    let addend = digitOf(payload[index] as string);
    if (double) {
      addend *= 2;
      addend = Math.floor(addend / radix) + (addend % radix);
    }
    sum += addend;
    double = !double;
  }
  return crockfordAlphabet[(radix - (sum % radix)) % radix] as string;
};

// Built once: every validate from the desktop program parses a key.
const group = new RegExp(`.{1,${activationKeyGroupSize}}`, 'g');
const crockfordOnly = /^[0-9A-HJKMNP-TV-Z]*$/;

export const formatActivationKey = (compact: string): string => (compact.match(group) ?? []).join('-');

/**
 * Reads what a person typed or pasted: ignores case, spaces and hyphens and applies Crockford's substitutions.
 * Returns the key in its canonical grouped form, or null when it is not a well-formed key (wrong length, foreign
 * characters, or a check character that does not match).
 */
export const parseActivationKey = (input: string): string | null => {
  if (input.length > activationKeyLength * 3) return null;
  const compact = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[OIL]/g, (character) => forgivingSubstitutions[character] as string);
  if (compact.length !== activationKeyLength) return null;
  if (!crockfordOnly.test(compact)) return null;
  const payload = compact.slice(0, payloadLength);
  if (luhnCheckCharacter(payload) !== compact[payloadLength]) return null;
  return formatActivationKey(compact);
};

/** A new key from 15 random bytes (the caller supplies them: crypto.randomBytes on the server). */
export const activationKeyFromBytes = (bytes: Uint8Array): string => {
  if (bytes.length < 15) throw new RangeError('An activation key needs 15 random bytes (120 bits).');
  let bits = 0;
  let value = 0;
  let payload = '';
  for (const byte of bytes.subarray(0, 15)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      payload += crockfordAlphabet[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  return formatActivationKey(payload + luhnCheckCharacter(payload));
};

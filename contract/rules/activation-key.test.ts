import {
  activationKeyFromBytes,
  activationKeyLength,
  activationKeyPattern,
  crockfordAlphabet,
  parseActivationKey,
} from './activation-key';

const bytes = (seed: number): Uint8Array =>
  Uint8Array.from({ length: 15 }, (_, index) => (seed * 31 + index * 17) & 255);

const sampleKeys = Array.from({ length: 200 }, (_, seed) => activationKeyFromBytes(bytes(seed)));

const replaceAt = (key: string, index: number, character: string): string =>
  key.slice(0, index) + character + key.slice(index + 1);

/** Positions of the 25 key characters inside the grouped form. */
const characterPositions = [...sampleKeys[0]!].flatMap((character, index) => (character === '-' ? [] : [index]));

describe('activation keys', () => {
  it('come out as five groups of five Crockford characters', () => {
    for (const key of sampleKeys) expect(key).toMatch(new RegExp(activationKeyPattern));
    expect(characterPositions).toHaveLength(activationKeyLength);
  });

  it('differ for different random bytes and use the whole alphabet', () => {
    expect(new Set(sampleKeys).size).toBe(sampleKeys.length);
    const used = new Set(sampleKeys.join('').replace(/-/g, ''));
    expect(used.size).toBe(crockfordAlphabet.length);
  });

  it('parse back to themselves', () => {
    for (const key of sampleKeys) expect(parseActivationKey(key)).toBe(key);
  });

  it('forgive case, spaces, missing hyphens and the O/I/L look-alikes', () => {
    const key = sampleKeys.find((candidate) => candidate.includes('0') && candidate.includes('1'));
    expect(key).toBeDefined();
    const typed = ` ${key!.replace(/-/g, ' ').toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l')} `;
    expect(parseActivationKey(typed)).toBe(key);
    expect(parseActivationKey(key!.replace(/-/g, ''))).toBe(key);
  });

  it('refuse every single mistyped character', () => {
    let tried = 0;
    for (const key of sampleKeys.slice(0, 20)) {
      for (const position of characterPositions) {
        for (const character of crockfordAlphabet) {
          if (key[position] === character) continue;
          tried += 1;
          expect(parseActivationKey(replaceAt(key, position, character))).toBeNull();
        }
      }
    }
    expect(tried).toBe(20 * 25 * 31);
  });

  it('refuse nearly every swap of two neighbouring characters', () => {
    let swaps = 0;
    let caught = 0;
    for (const key of sampleKeys) {
      const compact = key.replace(/-/g, '');
      for (let index = 0; index < compact.length - 1; index += 1) {
        if (compact[index] === compact[index + 1]) continue;
        swaps += 1;
        const swapped = compact.slice(0, index) + compact[index + 1] + compact[index] + compact.slice(index + 2);
        if (parseActivationKey(swapped) === null) caught += 1;
      }
    }
    // Luhn mod 32 misses only swaps of the two characters whose doubled values wrap onto each other.
    expect(caught / swaps).toBeGreaterThan(0.99);
  });

  it.each([
    ['empty', ''],
    ['too short', 'ABCDE-ABCDE-ABCDE-ABCDE-ABCD'],
    ['too long', `${sampleKeys[0]}0`],
    ['a U, which Crockford base32 leaves out', replaceAt(sampleKeys[0]!, 0, 'U')],
    ['punctuation', replaceAt(sampleKeys[0]!, 0, '*')],
    ['non-ASCII', replaceAt(sampleKeys[0]!, 0, 'Ж')],
    ['SQL', "' OR 1=1 --"],
    ['a huge string', 'A'.repeat(10_000)],
  ])('refuse %s', (_name, input) => {
    expect(parseActivationKey(input)).toBeNull();
  });

  it('need at least 120 random bits', () => {
    expect(() => activationKeyFromBytes(new Uint8Array(14))).toThrow(RangeError);
  });
});

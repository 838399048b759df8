import { currencyCodes, currencyDigits, formatMoney, fromMinorUnits, rescaleMinorUnits, toMinorUnits } from './money';

describe('money rules', () => {
  it("formats an amount in minor units in the language, with the currency's own fraction digits", () => {
    expect(formatMoney(123450, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1300, 'JPY', 'en')).toBe('¥1,300');
    expect(formatMoney(123450, 'UAH', 'uk').replace(/\s/g, ' ')).toBe('1 234,50 ₴');
  });

  it('knows every ISO 4217 currency the runtime knows, with its minor unit', () => {
    expect(currencyCodes.length).toBeGreaterThan(150);
    expect(currencyCodes).toEqual(expect.arrayContaining(['USD', 'EUR', 'UAH', 'JPY', 'KWD']));
    expect([currencyDigits('USD'), currencyDigits('JPY'), currencyDigits('KWD')]).toEqual([2, 0, 3]);
  });

  it.each([
    ['12.50', 'USD', 1250],
    ['12,5', 'USD', 1250],
    ['0', 'USD', 0],
    ['12.500', 'USD', 1250],
    ['1300', 'JPY', 1300],
    ['1.005', 'KWD', 1005],
    ['9999999999.99', 'USD', 999999999999],
  ])('reads %s %s as %d minor units', (text, currency, minor) => {
    expect(toMinorUnits(text, currency)).toBe(minor);
  });

  it.each([['-1'], ['NaN'], ['1e309'], [''], ['1 000'], ['12.345'], ['01'], ['12345678901'], ['Infinity']])(
    'refuses %p in USD',
    (text) => {
      expect(toMinorUnits(text, 'USD')).toBeNull();
    },
  );

  it('writes minor units back as plain decimals', () => {
    expect(fromMinorUnits(1250, 'USD')).toBe('12.50');
    expect(fromMinorUnits(5, 'USD')).toBe('0.05');
    expect(fromMinorUnits(1300, 'JPY')).toBe('1300');
    expect(fromMinorUnits(1005, 'KWD')).toBe('1.005');
  });

  it('keeps the number across currencies, rounding half up only when digits are lost', () => {
    expect(rescaleMinorUnits(1250, 'USD', 'JPY')).toBe(13);
    expect(rescaleMinorUnits(1249, 'USD', 'JPY')).toBe(12);
    expect(rescaleMinorUnits(13, 'JPY', 'KWD')).toBe(13000);
    expect(rescaleMinorUnits(1250, 'USD', 'EUR')).toBe(1250);
  });
});

import { countryCodes, formatPhone, isProfileComplete, normalizePhone } from './profile';

describe('profile rules', () => {
  it('lists every ISO 3166-1 alpha-2 country', () => {
    expect(countryCodes.length).toBeGreaterThanOrEqual(249);
    expect(countryCodes).toEqual(expect.arrayContaining(['UA', 'US', 'DE', 'PL']));
  });

  it('normalises phones to E.164 and formats them back', () => {
    expect(normalizePhone('044 123 4567', 'UA')).toBe('+380441234567');
    expect(normalizePhone('+1 (212) 555-0100', 'UA')).toBe('+12125550100');
    expect(normalizePhone('12', 'UA')).toBeNull();
    expect(normalizePhone('not a phone', 'UA')).toBeNull();
    expect(formatPhone('+380441234567')).toBe('+380 44 123 4567');
  });

  it('needs country, city, CEO and phone to be complete', () => {
    const full = { country: 'UA', city: 'Lviv', ceo: 'Ivan', phone: '+380441234567' };
    expect(isProfileComplete(full)).toBe(true);
    expect(isProfileComplete({ ...full, city: '  ' })).toBe(false);
    expect(isProfileComplete({ ...full, phone: null })).toBe(false);
  });
});

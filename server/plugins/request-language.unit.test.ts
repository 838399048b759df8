import { acceptedLanguages, chooseLanguage, languageChoiceCookie, readCookie } from './request-language';

describe('chooseLanguage', () => {
  it('falls back to English', () => {
    expect(chooseLanguage({})).toBe('en');
    expect(chooseLanguage({ queryLanguage: 'fr', cookieHeader: 'i18next=de', acceptLanguage: 'es' })).toBe('en');
  });

  it('follows ?lng=, then the cookie, then Accept-Language', () => {
    const all = { queryLanguage: 'ru', cookieHeader: 'i18next=uk', acceptLanguage: 'en' };
    expect(chooseLanguage(all)).toBe('ru');
    expect(chooseLanguage({ ...all, queryLanguage: undefined })).toBe('uk');
    expect(chooseLanguage({ ...all, queryLanguage: undefined, cookieHeader: undefined })).toBe('en');
  });

  it('reads region tags and a repeated query parameter', () => {
    expect(chooseLanguage({ queryLanguage: ['uk-UA', 'ru'] })).toBe('uk');
    expect(chooseLanguage({ cookieHeader: 'i18next=ru-RU' })).toBe('ru');
  });
});

describe('acceptedLanguages', () => {
  it('orders by quality, then by position, and drops q=0 and unknown tags', () => {
    expect(acceptedLanguages('uk-UA,uk;q=0.9')).toEqual(['uk', 'uk']);
    expect(acceptedLanguages('de;q=1, en;q=0.3, ru;q=0.8')).toEqual(['ru', 'en']);
    expect(acceptedLanguages('ru, en')).toEqual(['ru', 'en']);
    expect(acceptedLanguages('en;q=0, ru;q=0.1')).toEqual(['ru']);
    expect(acceptedLanguages('*')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('readCookie', () => {
  it('finds a cookie by exact name and decodes it', () => {
    expect(readCookie('a=1; i18next=ru; b=2', 'i18next')).toBe('ru');
    expect(readCookie('xi18next=uk', 'i18next')).toBeUndefined();
    expect(readCookie('i18next=%75k', 'i18next')).toBe('uk');
    expect(readCookie('i18next=%E0%A4%A', 'i18next')).toBe('%E0%A4%A');
    expect(readCookie(undefined, 'i18next')).toBeUndefined();
  });
});

describe('languageChoiceCookie', () => {
  it('is Secure on an https site and never HttpOnly (the browser detector reads and writes it)', () => {
    expect(languageChoiceCookie('uk', true)).toBe('i18next=uk; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(languageChoiceCookie(['ru', 'en'], false)).toBe('i18next=ru; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageChoiceCookie('de', true)).toBeNull();
    expect(languageChoiceCookie(undefined, true)).toBeNull();
  });
});

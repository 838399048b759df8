import { isLanguage, matchLanguage, metadataLanguage, openGraphLocale } from './languages';

describe('languages', () => {
  it.each([
    ['uk-UA', 'uk'],
    ['ru_RU', 'ru'],
    ['EN-gb', 'en'],
    ['ua', 'uk'],
    [' uk ', 'uk'],
  ])('matches the tag %s to %s', (tag, language) => {
    expect(matchLanguage(tag)).toBe(language);
  });

  it.each(['de', '', null, undefined])('matches no language for %p', (tag) => {
    expect(matchLanguage(tag)).toBeNull();
  });

  it('knows the interface languages only', () => {
    expect(isLanguage('uk')).toBe(true);
    expect(isLanguage('ua')).toBe(false);
  });

  it('keys Ukrainian metadata as ua and maps Open Graph locales', () => {
    expect(metadataLanguage.uk).toBe('ua');
    expect(openGraphLocale).toEqual({ en: 'en_EN', ru: 'ru_RU', uk: 'uk_UA' });
  });
});

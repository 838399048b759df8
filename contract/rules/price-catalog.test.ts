import { languages } from './languages';
import { priceCatalog, treatmentModules } from './price-catalog';

describe('price catalog', () => {
  it('has at least 40 positions with unique codes', () => {
    expect(priceCatalog.length).toBeGreaterThanOrEqual(40);
    expect(new Set(priceCatalog.map((item) => item.code)).size).toBe(priceCatalog.length);
  });

  it('covers every module', () => {
    for (const module of treatmentModules) {
      expect(priceCatalog.filter((item) => item.module === module).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('names every position in every language, differently in each script', () => {
    for (const item of priceCatalog) {
      for (const language of languages) expect(item.names[language].trim()).not.toBe('');
      expect(item.names.ru).not.toBe(item.names.en);
    }
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Language, languages } from '../../contract/rules/languages';

export interface MetaText {
  title: string;
  description: string;
  keywords: string;
}

export type MetaTexts = Record<Language, Record<string, MetaText>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const readLanguage = (localesDir: string, language: Language): Record<string, MetaText> => {
  const parsed: unknown = JSON.parse(readFileSync(path.join(localesDir, language, 'meta.json'), 'utf8'));
  const records: Record<string, MetaText> = {};
  if (parsed && typeof parsed === 'object') {
    for (const [key, value] of Object.entries(parsed as Record<string, Record<string, unknown>>)) {
      records[key] = {
        title: text(value?.title),
        description: text(value?.description),
        keywords: text(value?.keywords),
      };
    }
  }
  return records;
};

/**
 * Page titles, descriptions and keywords per language from `locales/<lng>/meta.json`, read once at start.
 * A missing or broken file leaves that language without texts (titles fall back to the product name).
 */
export const loadMetaTexts = (localesDir: string, onProblem: (language: Language, error: Error) => void): MetaTexts => {
  const texts = {} as MetaTexts;
  for (const language of languages) {
    try {
      texts[language] = readLanguage(localesDir, language);
    } catch (error) {
      onProblem(language, error as Error);
      texts[language] = {};
    }
  }
  return texts;
};

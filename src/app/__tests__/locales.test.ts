import { readdirSync } from 'node:fs';
import path from 'node:path';
import { languages } from '@contract/rules/languages';
import { routeMetadataFor } from '@contract/rules/route-metadata';
import { buildPath, paths } from '@contract/rules/routes';
import { localesDir, readLocaleResources } from '@/testing/test-i18n';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(name, value);
    else for (const [childKey, childValue] of flatten(value, name)) entries.set(childKey, childValue);
  }
  return entries;
};

// i18next plural keys (`days_one`, `days_few`…): each language carries the categories its own plural rules use.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(pluralSuffix, '');
const pluralCategories = (language: string) => new Intl.PluralRules(language).resolvedOptions().pluralCategories;

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const resources = readLocaleResources() as Record<string, Record<string, Tree>>;
const namespaces = [...new Set(languages.flatMap((language) => Object.keys(resources[language] ?? {})))].sort();

describe('locales', () => {
  it('has a folder per interface language and nothing else', () => {
    const folders = readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...languages].sort());
  });

  it('holds only JSON namespace files', () => {
    for (const language of languages) {
      for (const file of readdirSync(path.join(localesDir, language))) expect(file).toMatch(/^[a-z][a-z-]*\.json$/);
    }
  });

  it.each(namespaces)('namespace "%s" exists in every language with the same keys', (namespace) => {
    const [reference, ...others] = languages.map((language) => {
      const tree = resources[language]?.[namespace];
      expect({ language, namespace, exists: tree !== undefined }).toEqual({ language, namespace, exists: true });
      return { language, keys: [...new Set([...flatten(tree ?? {}).keys()].map(baseKey))].sort() };
    });
    for (const other of others) {
      expect({ language: other.language, keys: other.keys }).toEqual({
        language: other.language,
        keys: reference!.keys,
      });
    }
  });

  it.each(namespaces)('namespace "%s" has every plural form each language needs', (namespace) => {
    for (const language of languages) {
      const keys = [...flatten(resources[language]?.[namespace] ?? {}).keys()];
      const plurals = new Set(keys.filter((key) => pluralSuffix.test(key)).map(baseKey));
      for (const plural of plurals) {
        const forms = keys
          .filter((key) => baseKey(key) === plural && key !== plural)
          .map((key) => key.slice(plural.length + 1));
        expect({ language, plural, forms: forms.sort() }).toEqual({
          language,
          plural,
          forms: [...pluralCategories(language)].sort(),
        });
      }
    }
  });

  it.each(namespaces)('namespace "%s" has no empty texts and the same placeholders in every language', (namespace) => {
    const english = flatten(resources.en?.[namespace] ?? {});
    const englishText = (key: string) => english.get(key) ?? english.get(`${baseKey(key)}_other`) ?? '';
    for (const language of languages) {
      for (const [key, text] of flatten(resources[language]?.[namespace] ?? {})) {
        expect({ language, key, empty: text.trim() === '' }).toEqual({ language, key, empty: false });
        expect({ language, key, placeholders: placeholders(text) }).toEqual({
          language,
          key,
          placeholders: placeholders(englishText(key)),
        });
      }
    }
  });

  it('has the page metadata of every route in the meta namespace', () => {
    const meta = resources.en?.meta as Record<string, Tree>;
    for (const record of Object.values(meta))
      expect(Object.keys(record).sort()).toEqual(['description', 'keywords', 'title']);
  });

  it('has a meta entry for every route of the metadata table', () => {
    const meta = resources.en?.meta ?? {};
    for (const pattern of Object.values(paths)) {
      const pathname = buildPath(pattern, { token: 't', previewLink: 'p', articleUrl: 'a' });
      expect({ pathname, key: routeMetadataFor(pathname).key, known: routeMetadataFor(pathname).key in meta }).toEqual({
        pathname,
        key: routeMetadataFor(pathname).key,
        known: true,
      });
    }
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { languages, type Language } from '../../contract/rules/languages';

export { languages, type Language };

/** The translations the product ships, read from locales/ so tests compare against the source of truth. */
export const readLocale = <T = Record<string, unknown>>(language: Language, namespace: string): T =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'locales', language, `${namespace}.json`), 'utf8')) as T;

type MetaNamespace = Record<string, { title: string; description: string; keywords: string }>;

export const metaTitle = (language: Language, key: string): string => {
  const record = readLocale<MetaNamespace>(language, 'meta')[key];
  if (!record) throw new Error(`No meta.${key} in ${language}`);
  return record.title;
};

export const appName = 'Dentiqo 3D';

/** One text of a namespace by its dotted key, e.g. t('en', 'auth', 'signIn.title'). */
export const t = (language: Language, namespace: string, key: string): string => {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      readLocale(language, namespace),
    );
  if (typeof value !== 'string') throw new Error(`No ${namespace}:${key} in ${language}`);
  return value;
};

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inlineTranslationsElementId } from '../../contract/rules/inline-translations';
import { type Language, fallbackLanguage } from '../../contract/rules/languages';
import { jsonForScript } from './spa-head';

type Texts = Record<string, unknown>;

const readNamespace = async (localesDir: string, language: Language, namespace: string): Promise<Texts | null> => {
  try {
    return JSON.parse(await readFile(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as Texts;
  } catch {
    // A missing or broken file is left to the client's fetch, which reports it the way it always has.
    return null;
  }
};

/**
 * The page's first-screen texts in its language and the fallback language (i18next waits for the fallback's too), as
 * a JSON script for the head. Read from disk per page, like `/locales/`, so edited texts show without a restart.
 */
export const renderInlineTranslations = async (
  localesDir: string,
  language: Language,
  namespaces: readonly string[],
): Promise<string> => {
  const wanted = [...new Set([language, fallbackLanguage])];
  const resources: Record<string, Record<string, Texts>> = {};
  for (const lng of wanted) {
    const entries = await Promise.all(
      namespaces.map(async (namespace) => [namespace, await readNamespace(localesDir, lng, namespace)] as const),
    );
    resources[lng] = Object.fromEntries(entries.filter((entry): entry is [string, Texts] => entry[1] !== null));
  }
  return `<script type="application/json" id="${inlineTranslationsElementId}">${jsonForScript(resources)}</script>`;
};

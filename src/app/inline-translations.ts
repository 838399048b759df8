import type { Resource } from 'i18next';
import { inlineTranslationsElementId } from '@contract/rules/inline-translations';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first screen's texts the server wrote into the first HTML (`#app-translations`: language → namespace → texts),
 * or undefined when there are none or they do not parse; i18next then fetches everything as before.
 */
export const readInlineTranslations = (): Resource | undefined => {
  const text = document.getElementById(inlineTranslationsElementId)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!isObject(value) || !Object.values(value).every(isObject) || !Object.keys(value).length) return undefined;
    return value as Resource;
  } catch {
    return undefined;
  }
};

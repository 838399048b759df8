import { type PrerenderedData, prerenderedDataElementId } from '@contract/rules/prerender';

/** The data the server's prerendered markup was rendered from (`#app-prerendered`), or null on other pages. */
export const readPrerenderedData = (): PrerenderedData | null => {
  const text = document.getElementById(prerenderedDataElementId)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PrerenderedData> | null;
    return value && typeof value.language === 'string' && Array.isArray(value.queries)
      ? (value as PrerenderedData)
      : null;
  } catch {
    return null;
  }
};

import type { PlanItem } from '@contract/api/cards';
import type { Language } from '@contract/rules/languages';
import { catalogElement } from '@contract/rules/price-catalog';

export { formatMoney } from '@/components/intl-format';

/** On-screen formatting of the patient's card in the viewer's language. */

export const formatSavedDate = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));

/** The viewer's time zone as the browser names it (`Europe/Kyiv`), or undefined when it does not say. */
export const browserTimeZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/** The country's name in the viewer's language (`UA` → "Україна"), or the code when the runtime has none. */
export const countryName = (code: string, language: string): string => {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** A plan line's name: the clinic's own, else the standard catalog position's name in the viewer's language. */
export const planItemName = (item: PlanItem, language: Language): string => {
  if (item.name.trim()) return item.name;
  return (item.elementCode && catalogElement(item.elementCode)?.names[language]) || item.elementCode || '';
};

/** Up to two initials of a clinic's name, for a logo stand-in ("Bright Smile Clinic" → "BS"). */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toLocaleUpperCase())
    .join('');

import type { Language } from '../../../contract/rules/languages';

/** What a new slot is called until the clinic names it, in the company's language. */
const wordFor: Record<Language, string> = { en: 'Device', ru: 'Устройство', uk: 'Пристрій' };

export const defaultDeviceName = (language: Language, slot: number): string => `${wordFor[language]} ${slot}`;

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Language, languages } from '../../../contract/rules/languages';

const templateKeys = ['subject', 'greeting', 'intro', 'action', 'validity', 'ignore'] as const;
const layoutKeys = ['linkHint', 'signature', 'automated'] as const;

export type EmailTemplate = Record<(typeof templateKeys)[number], string>;

export interface EmailTexts {
  emailConfirmation: EmailTemplate;
  passwordReset: EmailTemplate;
  closureScheduled: EmailTemplate;
  closureCancelled: EmailTemplate;
  closureDone: EmailTemplate;
  decisionAccepted: EmailTemplate;
  decisionDeclined: EmailTemplate;
  decisionQuestion: EmailTemplate;
  decisionCallRequest: EmailTemplate;
  layout: Record<(typeof layoutKeys)[number], string>;
}

export type EmailTextsByLanguage = Readonly<Record<Language, EmailTexts>>;

const pick = <K extends string>(source: unknown, keys: readonly K[], where: string): Record<K, string> => {
  const record = (typeof source === 'object' && source !== null ? source : {}) as Record<string, unknown>;
  const missing = keys.filter((key) => typeof record[key] !== 'string' || !(record[key] as string).trim());
  if (missing.length > 0) throw new Error(`${where} lacks the texts ${missing.join(', ')}`);
  return Object.fromEntries(keys.map((key) => [key, record[key] as string])) as Record<K, string>;
};

/**
 * Reads `locales/<lng>/emails.json` of every language once, at start-up: a missing or incomplete file stops the
 * server instead of failing the first sign-up.
 */
export const loadEmailTexts = (localesDir: string): EmailTextsByLanguage => {
  const entries = languages.map((language) => {
    const file = path.join(localesDir, language, 'emails.json');
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch (error) {
      throw new Error(`Cannot read the e-mail texts ${file}: ${(error as Error).message}`, { cause: error });
    }
    const texts: EmailTexts = {
      emailConfirmation: pick(json.emailConfirmation, templateKeys, `${file} emailConfirmation`),
      passwordReset: pick(json.passwordReset, templateKeys, `${file} passwordReset`),
      closureScheduled: pick(json.closureScheduled, templateKeys, `${file} closureScheduled`),
      closureCancelled: pick(json.closureCancelled, templateKeys, `${file} closureCancelled`),
      closureDone: pick(json.closureDone, templateKeys, `${file} closureDone`),
      decisionAccepted: pick(json.decisionAccepted, templateKeys, `${file} decisionAccepted`),
      decisionDeclined: pick(json.decisionDeclined, templateKeys, `${file} decisionDeclined`),
      decisionQuestion: pick(json.decisionQuestion, templateKeys, `${file} decisionQuestion`),
      decisionCallRequest: pick(json.decisionCallRequest, templateKeys, `${file} decisionCallRequest`),
      layout: pick(json.layout, layoutKeys, `${file} layout`),
    };
    return [language, texts] as const;
  });
  return Object.freeze(Object.fromEntries(entries) as Record<Language, EmailTexts>);
};

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Language, languages } from '../../../contract/rules/languages';

export interface SandboxTexts {
  title: string;
  sandboxNotice: string;
  order: string;
  packageLabel: string;
  package: string;
  kind: Record<'buy' | 'renew' | 'upgrade', string>;
  total: string;
  pay: string;
  cancel: string;
  paid: string;
  cancelled: string;
  notFound: string;
  back: string;
}

const flatKeys = [
  'title',
  'sandboxNotice',
  'order',
  'packageLabel',
  'package',
  'total',
  'pay',
  'cancel',
  'paid',
  'cancelled',
  'notFound',
  'back',
] as const;
const kindKeys = ['buy', 'renew', 'upgrade'] as const;

/** Reads `locales/<lng>/payments.json` once at start-up; a missing text stops the server with the file named. */
export const loadSandboxTexts = (localesDir: string): Readonly<Record<Language, SandboxTexts>> =>
  Object.fromEntries(
    languages.map((language) => {
      const file = path.join(localesDir, language, 'payments.json');
      const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const kind = (json.kind ?? {}) as Record<string, unknown>;
      const missing = [
        ...flatKeys.filter((key) => typeof json[key] !== 'string'),
        ...kindKeys.filter((key) => typeof kind[key] !== 'string').map((key) => `kind.${key}`),
      ];
      if (missing.length > 0) throw new Error(`${file} lacks the texts ${missing.join(', ')}`);
      return [language, json as unknown as SandboxTexts];
    }),
  ) as Record<Language, SandboxTexts>;

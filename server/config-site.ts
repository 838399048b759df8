import path from 'node:path';
import { type Env, optionalText, readRaw, readSection, section, text } from './config-schema';

/** The public site: where its content lives, the contact button's addresses, and analytics ids. */
export interface SiteConfig {
  /** Articles, videos and landing data (markdown and YAML). */
  contentDir: string;
  contacts: SiteContacts;
  analytics: SiteAnalytics;
}

export interface SiteContacts {
  email: string | null;
  /** Telegram user or channel name, without @. */
  telegram: string | null;
  /** WhatsApp number in international form, digits only. */
  whatsapp: string | null;
  /** Viber number in international form, digits only. */
  viber: string | null;
  /** Facebook page name or id for m.me links. */
  messenger: string | null;
}

export interface SiteAnalytics {
  /** GA4 measurement id, G-XXXXXXX. */
  gaMeasurementId: string | null;
  /** Google Tag Manager container id, GTM-XXXXXXX. */
  gtmContainerId: string | null;
}

const phoneNumber = (description: string) =>
  optionalText({
    example: '+380501234567',
    pattern: /^\+?[1-9]\d{7,14}$/,
    expected: 'a phone number in international form such as +380501234567',
    description,
  });

export const siteSection = section('Public site', {
  CONTENT_DIR: text('./content', {
    description:
      'Directory with the articles (articles/<slug>/<lng>.md), videos.yaml and landing.yaml; read and validated at start-up.',
  }),
  CONTACT_EMAIL: optionalText({
    pattern: /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/,
    expected: 'an e-mail address',
    example: 'hello@clinic.example',
    description: 'E-mail address offered by the floating contact button. Empty: not offered.',
  }),
  CONTACT_TELEGRAM: optionalText({
    pattern: /^@?[A-Za-z0-9_]{5,32}$/,
    expected: 'a Telegram name (5–32 letters, digits or _)',
    example: '@clinic_bot',
    description: 'Telegram user or channel name (5–32 letters, digits or _, with or without @) for the contact button.',
  }),
  CONTACT_WHATSAPP: phoneNumber('WhatsApp phone number in international form (+380…) for the contact button.'),
  CONTACT_VIBER: phoneNumber('Viber phone number in international form (+380…) for the contact button.'),
  CONTACT_MESSENGER: optionalText({
    pattern: /^[A-Za-z0-9.]{1,64}$/,
    expected: 'a Facebook page name or id',
    example: 'clinic.page',
    description: 'Facebook page name or id for Messenger (m.me/<name>) for the contact button.',
  }),
  GA_MEASUREMENT_ID: optionalText({
    pattern: /^G-[A-Z0-9]{4,16}$/,
    expected: 'a GA4 measurement id such as G-ABC123XYZ',
    example: 'G-ABC123XYZ',
    description: 'Google Analytics 4 measurement id (G-…). Loaded only after the visitor accepts analytics cookies.',
  }),
  GTM_CONTAINER_ID: optionalText({
    pattern: /^GTM-[A-Z0-9]{4,12}$/,
    expected: 'a Tag Manager container id such as GTM-ABC1234',
    example: 'GTM-ABC1234',
    description: 'Google Tag Manager container id (GTM-…). Loaded only after the visitor accepts analytics cookies.',
  }),
});

/** Phone numbers are checked without their spaces, brackets and dashes, and kept as digits only. */
const withoutPunctuation = (env: Env, name: string) => readRaw(env, name)?.replace(/[\s()-]/g, '');

export const parseSiteConfig = (env: Env, repoRoot: string, problems: string[]): SiteConfig => {
  const vars = readSection(
    siteSection,
    {
      ...env,
      CONTACT_WHATSAPP: withoutPunctuation(env, 'CONTACT_WHATSAPP'),
      CONTACT_VIBER: withoutPunctuation(env, 'CONTACT_VIBER'),
    },
    problems,
  );
  return {
    contentDir: path.resolve(repoRoot, vars.CONTENT_DIR),
    contacts: {
      email: vars.CONTACT_EMAIL ?? null,
      telegram: vars.CONTACT_TELEGRAM?.replace(/^@/, '') ?? null,
      whatsapp: vars.CONTACT_WHATSAPP?.replace(/^\+/, '') ?? null,
      viber: vars.CONTACT_VIBER?.replace(/^\+/, '') ?? null,
      messenger: vars.CONTACT_MESSENGER ?? null,
    },
    analytics: { gaMeasurementId: vars.GA_MEASUREMENT_ID ?? null, gtmContainerId: vars.GTM_CONTAINER_ID ?? null },
  };
};

import path from 'node:path';

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

export const siteVariables = [
  {
    name: 'CONTENT_DIR',
    default: './content',
    description:
      'Directory with the articles (articles/<slug>/<lng>.md), videos.yaml and landing.yaml; read and validated at start-up.',
  },
  {
    name: 'CONTACT_EMAIL',
    default: '',
    description: 'E-mail address offered by the floating contact button. Empty: not offered.',
  },
  {
    name: 'CONTACT_TELEGRAM',
    default: '',
    description: 'Telegram user or channel name (5–32 letters, digits or _, with or without @) for the contact button.',
  },
  {
    name: 'CONTACT_WHATSAPP',
    default: '',
    description: 'WhatsApp phone number in international form (+380…) for the contact button.',
  },
  {
    name: 'CONTACT_VIBER',
    default: '',
    description: 'Viber phone number in international form (+380…) for the contact button.',
  },
  {
    name: 'CONTACT_MESSENGER',
    default: '',
    description: 'Facebook page name or id for Messenger (m.me/<name>) for the contact button.',
  },
  {
    name: 'GA_MEASUREMENT_ID',
    default: '',
    description: 'Google Analytics 4 measurement id (G-…). Loaded only after the visitor accepts analytics cookies.',
  },
  {
    name: 'GTM_CONTAINER_ID',
    default: '',
    description: 'Google Tag Manager container id (GTM-…). Loaded only after the visitor accepts analytics cookies.',
  },
] as const;

const phone = (name: string, raw: string | undefined, problems: string[]): string | null => {
  if (raw === undefined) return null;
  const digits = raw.replace(/[\s()-]/g, '');
  if (!/^\+?[1-9]\d{7,14}$/.test(digits)) {
    problems.push(`${name} must be a phone number in international form such as +380501234567, got "${raw}"`);
    return null;
  }
  return digits.replace(/^\+/, '');
};

const matching = (name: string, raw: string | undefined, pattern: RegExp, shape: string, problems: string[]) => {
  if (raw === undefined) return null;
  if (!pattern.test(raw)) {
    problems.push(`${name} must be ${shape}, got "${raw}"`);
    return null;
  }
  return raw;
};

export const parseSiteConfig = (
  read: (name: string) => string | undefined,
  repoRoot: string,
  problems: string[],
): SiteConfig => {
  const contentDir = path.resolve(repoRoot, read('CONTENT_DIR') ?? 'content');
  const telegram = read('CONTACT_TELEGRAM')?.replace(/^@/, '');
  return {
    contentDir,
    contacts: {
      email: matching(
        'CONTACT_EMAIL',
        read('CONTACT_EMAIL'),
        /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/,
        'an e-mail address',
        problems,
      ),
      telegram: matching(
        'CONTACT_TELEGRAM',
        telegram,
        /^[A-Za-z0-9_]{5,32}$/,
        'a Telegram name (5–32 letters, digits or _)',
        problems,
      ),
      whatsapp: phone('CONTACT_WHATSAPP', read('CONTACT_WHATSAPP'), problems),
      viber: phone('CONTACT_VIBER', read('CONTACT_VIBER'), problems),
      messenger: matching(
        'CONTACT_MESSENGER',
        read('CONTACT_MESSENGER'),
        /^[A-Za-z0-9.]{1,64}$/,
        'a Facebook page name or id',
        problems,
      ),
    },
    analytics: {
      gaMeasurementId: matching(
        'GA_MEASUREMENT_ID',
        read('GA_MEASUREMENT_ID'),
        /^G-[A-Z0-9]{4,16}$/,
        'a GA4 measurement id such as G-ABC123XYZ',
        problems,
      ),
      gtmContainerId: matching(
        'GTM_CONTAINER_ID',
        read('GTM_CONTAINER_ID'),
        /^GTM-[A-Z0-9]{4,12}$/,
        'a Tag Manager container id such as GTM-ABC1234',
        problems,
      ),
    },
  };
};

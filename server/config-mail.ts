import addressparser from 'nodemailer/lib/addressparser';

export interface MailConfig {
  /** `smtp://…` or `smtps://…`; null writes `.eml` files under `DATA_DIR/mail/` instead. */
  smtpUrl: string | null;
  /** The From header, e.g. `"Dentiqo 3D" <no-reply@dentiqo3d.example>`. */
  from: string;
  /** Delivery attempts before a message is marked failed and left for an operator. */
  maxAttempts: number;
  /** First retry delay; each further attempt doubles it (with jitter) up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
}

export const mailVariables = [
  {
    name: 'SMTP_URL',
    default: '',
    description:
      'SMTP server for outgoing mail, smtp://user:password@host:587 (STARTTLS when offered) or smtps://user:password@host:465; percent-encode special characters. Empty: messages are written as .eml files to $DATA_DIR/mail/.',
  },
  {
    name: 'MAIL_FROM',
    default: '"$APP_NAME" <no-reply@localhost>',
    description: 'Sender of outgoing mail, one address with an optional display name.',
  },
  {
    name: 'MAIL_MAX_ATTEMPTS',
    default: '12',
    description: 'Delivery attempts per message (1–100) before it is marked failed and kept for an operator.',
  },
  {
    name: 'MAIL_RETRY_BASE_SECONDS',
    default: '30',
    description: 'Delay before the first retry; it doubles with each attempt, with random jitter.',
  },
  {
    name: 'MAIL_RETRY_MAX_SECONDS',
    default: '3600',
    description: 'Longest delay between two attempts.',
  },
] as const;

/** The URL with its password replaced, so an error message never prints the credential. */
export const withoutPassword = (raw: string): string => raw.replace(/^([a-z]+:\/\/[^:@/]*:)[^@/]*@/i, '$1***@');

const parseSmtpUrl = (raw: string | undefined, problems: string[]): string | null => {
  if (raw === undefined) return null;
  const shape = 'SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(`${shape}, got "${withoutPassword(raw)}"`);
    return null;
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    problems.push(`${shape}: the scheme must be smtp or smtps, got "${withoutPassword(raw)}"`);
  } else if (!url.hostname) {
    problems.push(`${shape}: the host is missing, got "${withoutPassword(raw)}"`);
  } else if (url.pathname !== '' && url.pathname !== '/') {
    problems.push(`${shape}: a path means nothing to SMTP, got "${withoutPassword(raw)}"`);
  } else if (url.password && !url.username) {
    problems.push(`${shape}: a password needs a user name, got "${withoutPassword(raw)}"`);
  }
  return raw;
};

const quoteDisplayName = (name: string): string => `"${name.replace(/["\\]/g, '\\$&')}"`;

const parseFrom = (raw: string | undefined, appName: string, problems: string[]): string => {
  if (raw === undefined) return `${quoteDisplayName(appName)} <no-reply@localhost>`;
  const parsed = addressparser(raw, { flatten: true });
  const [first] = parsed;
  if (parsed.length !== 1 || !first?.address || !/^[^\s@]+@[^\s@]+$/.test(first.address)) {
    problems.push(`MAIL_FROM must be one address such as "Clinic" <no-reply@example.com>, got "${raw}"`);
  }
  return raw;
};

const parseCount = (
  name: string,
  raw: string | undefined,
  fallback: number,
  [min, max]: [number, number],
  problems: string[],
): number => {
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
    return fallback;
  }
  return value;
};

export const parseMailConfig = (
  read: (name: string) => string | undefined,
  appName: string,
  problems: string[],
): MailConfig => {
  const retryBaseSeconds = parseCount(
    'MAIL_RETRY_BASE_SECONDS',
    read('MAIL_RETRY_BASE_SECONDS'),
    30,
    [1, 86_400],
    problems,
  );
  const retryMaxSeconds = parseCount(
    'MAIL_RETRY_MAX_SECONDS',
    read('MAIL_RETRY_MAX_SECONDS'),
    3600,
    [1, 604_800],
    problems,
  );
  if (retryMaxSeconds < retryBaseSeconds) {
    problems.push(
      `MAIL_RETRY_MAX_SECONDS (${retryMaxSeconds}) must not be smaller than MAIL_RETRY_BASE_SECONDS (${retryBaseSeconds})`,
    );
  }
  return Object.freeze({
    smtpUrl: parseSmtpUrl(read('SMTP_URL'), problems),
    from: parseFrom(read('MAIL_FROM'), appName, problems),
    maxAttempts: parseCount('MAIL_MAX_ATTEMPTS', read('MAIL_MAX_ATTEMPTS'), 12, [1, 100], problems),
    retryBaseMs: retryBaseSeconds * 1000,
    retryMaxMs: retryMaxSeconds * 1000,
  });
};

import addressparser from 'nodemailer/lib/addressparser';
import { type Env, integer, optionalText, readSection, section } from './config-schema';

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

export const mailSection = section('Mail', {
  SMTP_URL: optionalText({
    example: 'smtp://user:password@smtp.example.com:587',
    description:
      'SMTP server for outgoing mail, smtp://user:password@host:587 (STARTTLS when offered) or smtps://user:password@host:465; percent-encode special characters. Empty: messages are written as .eml files to $DATA_DIR/mail/.',
  }),
  MAIL_FROM: optionalText({
    shownDefault: '"$APP_NAME" <no-reply@localhost>',
    example: '"Dentiqo 3D" <no-reply@dentiqo3d.example>',
    description: 'Sender of outgoing mail, one address with an optional display name.',
  }),
  MAIL_MAX_ATTEMPTS: integer(1, 100, 12, {
    description: 'Delivery attempts per message (1–100) before it is marked failed and kept for an operator.',
  }),
  MAIL_RETRY_BASE_SECONDS: integer(1, 86_400, 30, {
    description: 'Delay before the first retry; it doubles with each attempt, with random jitter.',
  }),
  MAIL_RETRY_MAX_SECONDS: integer(1, 604_800, 3600, { description: 'Longest delay between two attempts.' }),
});

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

export const parseMailConfig = (env: Env, appName: string, problems: string[]): MailConfig => {
  const vars = readSection(mailSection, env, problems);
  if (vars.MAIL_RETRY_MAX_SECONDS < vars.MAIL_RETRY_BASE_SECONDS) {
    problems.push(
      `MAIL_RETRY_MAX_SECONDS (${vars.MAIL_RETRY_MAX_SECONDS}) must not be smaller than MAIL_RETRY_BASE_SECONDS (${vars.MAIL_RETRY_BASE_SECONDS})`,
    );
  }
  return Object.freeze({
    smtpUrl: parseSmtpUrl(vars.SMTP_URL, problems),
    from: parseFrom(vars.MAIL_FROM, appName, problems),
    maxAttempts: vars.MAIL_MAX_ATTEMPTS,
    retryBaseMs: vars.MAIL_RETRY_BASE_SECONDS * 1000,
    retryMaxMs: vars.MAIL_RETRY_MAX_SECONDS * 1000,
  });
};

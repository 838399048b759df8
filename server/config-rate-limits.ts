import { decisionsPerIpPerHour, decisionsPerLinkPerHour } from '../contract/rules/card-decisions';
import { type Env, readSection, section, text } from './config-schema';

/** Endpoints that brute force or mail flooding would target; each is limited per client IP and per account. */
export const rateLimitedActions = [
  'sign-in',
  'sign-up',
  'confirmation-email',
  'forgot-password',
  'reset-password',
  'deactivate',
  'app-sign-in',
  'change-password',
  'staff',
  'card-decision',
] as const;
export type RateLimitedAction = (typeof rateLimitedActions)[number];

export const rateLimitScopes = ['ip', 'account'] as const;
export type RateLimitScope = (typeof rateLimitScopes)[number];

/** At most `max` requests per fixed window of `windowMs`; null switches the limit off. */
export type RateLimit = { max: number; windowMs: number } | null;

export type RateLimits = Readonly<Record<RateLimitedAction, Readonly<Record<RateLimitScope, RateLimit>>>>;

const envStem: Record<RateLimitedAction, string> = {
  'sign-in': 'SIGN_IN',
  'sign-up': 'SIGN_UP',
  'confirmation-email': 'RESEND_CONFIRMATION',
  'forgot-password': 'FORGOT_PASSWORD',
  'reset-password': 'RESET_PASSWORD',
  deactivate: 'DEACTIVATE',
  'app-sign-in': 'APP_SIGN_IN',
  'change-password': 'CHANGE_PASSWORD',
  staff: 'STAFF',
  'card-decision': 'CARD_DECISION',
};

const defaults: Record<RateLimitedAction, Record<RateLimitScope, string>> = {
  'sign-in': { ip: '10/1m', account: '5/1m' },
  'sign-up': { ip: '10/1h', account: '5/1h' },
  'confirmation-email': { ip: '10/1h', account: '5/1h' },
  'forgot-password': { ip: '10/1h', account: '3/1h' },
  'reset-password': { ip: '10/15m', account: '5/15m' },
  deactivate: { ip: '30/1h', account: '5/1h' },
  'app-sign-in': { ip: '10/1m', account: '5/1m' },
  'change-password': { ip: '10/1m', account: '5/1m' },
  staff: { ip: '30/1h', account: '20/1h' },
  'card-decision': { ip: `${decisionsPerIpPerHour}/1h`, account: `${decisionsPerLinkPerHour}/1h` },
};

const meaning: Record<RateLimitedAction, string> = {
  'sign-in': 'sign-in attempts',
  'sign-up': 'sign-ups',
  'confirmation-email': 'confirmation e-mail resends',
  'forgot-password': 'password reset e-mail requests',
  'reset-password': 'password resets',
  deactivate: 'device deactivations from the desktop app',
  'app-sign-in': 'sign-in attempts in the desktop app',
  'change-password': 'password changes (right or wrong current password)',
  staff: 'staff additions and edits',
  'card-decision': "patients' answers to a shared plan (accept, decline, question, call request)",
};

const accountMeaning: Record<RateLimitedAction, string> = {
  'sign-in': 'per login (compared case-insensitively)',
  'sign-up': 'per e-mail address',
  'confirmation-email': 'per company',
  'forgot-password': 'per e-mail address, known or not',
  'reset-password': 'per reset link',
  deactivate: 'per activation key',
  'app-sign-in': 'per login (compared case-insensitively)',
  'change-password': 'per company',
  staff: 'per company',
  'card-decision': 'per preview link',
};

export const rateLimitVariable = (action: RateLimitedAction, scope: RateLimitScope): string =>
  `RATE_LIMIT_${envStem[action]}_${scope.toUpperCase()}`;

export const rateLimitSection = section(
  'Rate limits',
  Object.fromEntries(
    rateLimitedActions.flatMap((action) =>
      rateLimitScopes.map((scope) => [
        rateLimitVariable(action, scope),
        text(defaults[action][scope], {
          description: `Most ${meaning[action]} ${scope === 'ip' ? 'per client IP' : accountMeaning[action]}, as <count>/<window> with the window in s, m, h or d (e.g. 5/1m); "off" disables it.`,
        }),
      ]),
    ),
  ),
);

const unitMs: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const maxWindowMs = 7 * unitMs.d!;

/** `10/1m` → ten per minute; `off` → null; anything else → an error message. */
export const parseRateLimit = (raw: string): RateLimit | string => {
  if (raw.toLowerCase() === 'off') return null;
  const match = /^(\d{1,6})\s*\/\s*(\d{1,6})\s*([smhd])$/i.exec(raw);
  if (!match) return 'must look like <count>/<window> such as 5/1m, 20/1h or 100/30s, or be "off"';
  const max = Number(match[1]);
  const windowMs = Number(match[2]) * unitMs[match[3]!.toLowerCase()]!;
  if (max < 1) return 'needs a count of at least 1 (use "off" to disable it)';
  if (windowMs < 1000 || windowMs > maxWindowMs) return 'needs a window from 1s to 7d';
  return { max, windowMs };
};

/** Every RATE_LIMIT_… variable, defaults filled in; problems are appended to `problems`. */
export const parseRateLimits = (env: Env, problems: string[]): RateLimits => {
  const vars = readSection(rateLimitSection, env, problems);
  const entries = rateLimitedActions.map((action) => {
    const scopes = rateLimitScopes.map((scope) => {
      const name = rateLimitVariable(action, scope);
      const raw = vars[name]!;
      const limit = parseRateLimit(raw);
      if (typeof limit === 'string') {
        problems.push(`${name} ${limit}, got "${raw}"`);
        return [scope, null] as const;
      }
      return [scope, limit] as const;
    });
    return [action, Object.freeze(Object.fromEntries(scopes) as Record<RateLimitScope, RateLimit>)] as const;
  });
  return Object.freeze(Object.fromEntries(entries) as Record<RateLimitedAction, Record<RateLimitScope, RateLimit>>);
};

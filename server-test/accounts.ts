import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import type { SessionResponse, SignUpBody } from '../contract/api/auth';
import type { StaffCreateBody, StaffMember } from '../contract/api/settings';
import { authorizationKey } from '../contract/rules/auth';
import type { App } from '../server/app';
import type { Database } from '../server/db/tables';
import type { EmailKind } from '../server/modules/mail/render-email';
import type { QueuedMail } from '../server/modules/mail/service';

/** A fresh address per call, so tests in one file never collide. */
export const uniqueEmail = (prefix = 'clinic'): string => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

export const signUpBody = (overrides: Partial<SignUpBody> = {}): SignUpBody => ({
  companyName: 'Smile Clinic',
  email: uniqueEmail(),
  password: 'correct horse',
  language: 'en',
  ...overrides,
});

export const withToken = (token: string): Record<string, string> => ({ [authorizationKey]: token });

export const post = (
  app: App,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) =>
  app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });

export interface SignedUp extends SessionResponse {
  body: SignUpBody;
}

/** Signs a company up through the API (from `remoteAddress` when given) and fails the test unless it worked. */
export const signUp = async (
  app: App,
  overrides: Partial<SignUpBody> = {},
  remoteAddress?: string,
): Promise<SignedUp> => {
  const body = signUpBody(overrides);
  const response = await post(app, '/api/auth/sign-up', body, {}, remoteAddress);
  if (response.statusCode !== 201) throw new Error(`sign-up answered ${response.statusCode}: ${response.body}`);
  return { ...(response.json() as SessionResponse), body };
};

export const signIn = (app: App, login: string, password: string): Promise<LightMyRequestResponse> =>
  post(app, '/api/auth/sign-in', { login, password });

/** A fresh staff login per call (letters, digits and a dot, as the login pattern allows). */
export const uniqueLogin = (prefix = 'doc'): string => `${prefix}.${randomBytes(4).toString('hex')}`;

/** Adds a staff member through the owner's session and fails the test unless it worked. */
export const addStaff = async (
  app: App,
  ownerToken: string,
  overrides: Partial<StaffCreateBody> = {},
): Promise<StaffMember & { body: StaffCreateBody }> => {
  const body: StaffCreateBody = {
    firstName: 'Iryna',
    lastName: 'Shevchenko',
    login: uniqueLogin(),
    role: 'doctor',
    password: 'doctor pass',
    ...overrides,
  };
  const response = await post(app, '/api/company/staff', body, withToken(ownerToken));
  if (response.statusCode !== 201) throw new Error(`add staff answered ${response.statusCode}: ${response.body}`);
  return { ...(response.json() as StaffMember), body };
};

/** Collects what the app queues (passed as `onMailQueued`), with the token of each link at hand. */
export const mailbox = () => {
  const mails: QueuedMail[] = [];
  const latest = (to: string, kind: EmailKind): QueuedMail => {
    const found = mails.filter((mail) => mail.to === to && mail.kind === kind).at(-1);
    if (!found) throw new Error(`no ${kind} e-mail to ${to}`);
    return found;
  };
  return {
    mails,
    onMailQueued: (mail: QueuedMail) => mails.push(mail),
    latest,
    /** The token at the end of the latest link of `kind` sent to `to`. */
    tokenFor: (to: string, kind: EmailKind): string => decodeURIComponent(latest(to, kind).link.split('/').at(-1)!),
  };
};

export const accountTables = ['companies', 'sessions', 'link_tokens', 'mail_outbox'] as const;

/** Row counts of the tables account routes write, to prove a refused request wrote nothing. */
export const countRows = async (db: Kysely<Database>): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  for (const table of accountTables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = row.count;
  }
  return counts;
};

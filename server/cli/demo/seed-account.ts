import { randomBytes } from 'node:crypto';
import type { SessionResponse } from '../../../contract/api/auth';
import type { EmailKind } from '../../modules/mail/render-email';
import type { QueuedMail } from '../../modules/mail/service';
import { type DemoApi, DemoError } from './demo-api';
import { demoClinic } from './demo-clinic';

/** What the in-process app queued, so the demo can follow the links a person would get by e-mail. */
export const demoMailbox = () => {
  const mails: QueuedMail[] = [];
  return {
    onMailQueued: (mail: QueuedMail) => mails.push(mail),
    /** The token at the end of the latest link of `kind`. */
    tokenOf: (kind: EmailKind): string => {
      const mail = mails.filter((queued) => queued.kind === kind).at(-1);
      if (!mail) throw new DemoError(`no ${kind} e-mail was queued`);
      return decodeURIComponent(mail.link.split('/').at(-1)!);
    },
  };
};

export type DemoMailbox = ReturnType<typeof demoMailbox>;

export interface DemoAccount {
  token: string;
  password: string;
  /** False when the clinic was there already and only got a new password. */
  created: boolean;
}

// Random, so a demo database that ends up reachable from elsewhere does not open with a published password.
const newPassword = (): string => `demo-${randomBytes(9).toString('base64url')}`;

const signIn = (api: DemoApi, password: string) =>
  api.call<SessionResponse>({ url: '/api/auth/sign-in', body: { login: demoClinic.email, password } });

/**
 * Signs the demo clinic up and confirms its e-mail through the link the confirmation e-mail carries. When the
 * address is taken (an earlier run), the clinic gets a new password through the reset link instead: its password
 * is stored only as a hash, so this is the one way to print a login that works.
 */
export const seedAccount = async (api: DemoApi, mail: DemoMailbox): Promise<DemoAccount> => {
  const password = newPassword();
  const signUp = await api.call<SessionResponse | { code: string }>({
    url: '/api/auth/sign-up',
    body: { ...demoClinic, password },
    expect: [201, 409],
  });
  if ('token' in signUp) {
    await api.call({ url: '/api/auth/confirm-email', body: { token: mail.tokenOf('email-confirmation') } });
    return { token: signUp.token, password, created: true };
  }
  await api.call({ url: '/api/auth/forgot-password', body: { email: demoClinic.email }, expect: [202] });
  await api.call({
    url: '/api/auth/reset-password',
    body: { token: mail.tokenOf('password-reset'), password },
    expect: [204],
  });
  const session = await signIn(api, password);
  return { token: session.token, password, created: false };
};

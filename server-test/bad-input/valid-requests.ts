import { randomBytes, randomUUID } from 'node:crypto';
import { avatarField } from '../../contract/rules/avatar';
import { newSecretToken } from '../../server/security/secret-tokens';
import { routeFills } from '../access-requests';
import type { SeededCompany } from '../access-seed';
import { signUpBody, uniqueEmail } from '../accounts';
import { type Part, cardParts } from '../cards';
import { activateBody, newFingerprint, newNonce } from '../licensing';

/** A request a route would accept (or refuse only for what it names, e.g. an unknown token): what the fuzzer breaks. */
export interface ValidRequest {
  /** By param name; a wildcard route's `*` too. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body. */
  body?: Record<string, unknown>;
  /** A multipart/form-data body instead. */
  parts?: Part[];
}

export interface SeedFiles {
  /** A small PNG, for the logo upload. */
  png: Buffer;
}

type Fill = (a: SeededCompany, now: Date, files: SeedFiles) => ValidRequest | Promise<ValidRequest>;

const ulidShaped = (): string =>
  '01' +
  randomBytes(12)
    .toString('hex')
    .replace(/[^0-9a-h]/g, '0')
    .slice(0, 24);

/**
 * Valid requests for the routes outside the access matrix (public and site routes, and the logo upload, whose
 * multipart body has no schema), by `METHOD url`; HEAD twins use their GET's. The company-scoped JSON routes come
 * from the matrix's fill-ins.
 */
const ownFills: Record<string, Fill> = {
  'POST /api/auth/sign-up': () => ({ body: { ...signUpBody() } }),
  'POST /api/auth/sign-in': () => ({ body: { login: 'nobody.here', password: 'not the password' } }),
  'POST /api/auth/confirm-email': () => ({ body: { token: newSecretToken() } }),
  'POST /api/auth/forgot-password': () => ({ body: { email: uniqueEmail('nobody'), language: 'en' } }),
  'POST /api/auth/reset-password': () => ({ body: { token: newSecretToken(), password: 'a new password' } }),
  'POST /api/app/activate': (a) => ({ body: { ...activateBody(a.device.key, newFingerprint()) } }),
  'POST /api/app/validate': (a) => ({
    body: { key: a.device.key, fingerprint: a.device.fingerprint, appVersion: '1.4.0', nonce: newNonce() },
  }),
  'POST /api/app/deactivate': (a) => ({
    body: { key: a.device.key, fingerprint: newFingerprint(), nonce: newNonce() },
  }),
  'POST /api/app/sign-in': (a) => ({
    body: { login: 'nobody.here', password: 'not the password', key: a.device.key, fingerprint: a.device.fingerprint },
  }),
  'POST /api/app/cards': async (a) => ({ parts: await cardParts(a.device) }),
  'POST /api/app/cards/decisions': (a) => ({
    body: { key: a.device.key, fingerprint: a.device.fingerprint, cardId: a.cardId },
  }),
  'PUT /api/company/avatar': (_a, _now, files) => ({
    parts: [{ name: avatarField, value: files.png, filename: 'logo.png', contentType: 'image/png' }],
  }),
  'GET /api/downloads/:releaseId': (_a, now) => ({
    params: { releaseId: ulidShaped() },
    query: {
      expires: String(Math.floor(now.getTime() / 1000) + 600),
      signature: randomBytes(32).toString('base64url'),
    },
  }),
  'GET /api/exports/:token': () => ({
    params: { token: `${ulidShaped()}.${randomBytes(32).toString('base64url')}` },
  }),
  'GET /api/content/articles': () => ({ query: { lng: 'en', page: '1', pageSize: '9' } }),
  'GET /api/content/articles/:slug': () => ({ params: { slug: 'no-such-article' }, query: { lng: 'en' } }),
  'GET /api/content/videos': () => ({ query: { lng: 'uk' } }),
  'GET /api/content/landing': () => ({ query: { lng: 'ru' } }),
  'GET /api/company/cards': () => ({ query: { page: '1', pageSize: '20', status: 'opened' } }),
  'GET /api/avatars/:file': () => ({ params: { file: `${randomBytes(16).toString('hex')}.png` } }),
  'GET /api/cards/:previewLink': (a) => ({ params: { previewLink: a.previewLink } }),
  'GET /api/cards/:previewLink/files/:name': (a) => ({ params: { previewLink: a.previewLink, name: 'before.webp' } }),
  'GET /api/cards/:previewLink/decisions': (a) => ({ params: { previewLink: a.previewLink } }),
  'POST /api/cards/:previewLink/decisions': (a) => ({
    params: { previewLink: a.previewLink },
    body: { kind: 'question', requestId: randomUUID(), message: 'Can I start in spring?' },
  }),
  'GET /api/cards/:previewLink/decisions/:id/receipt.pdf': (a) => ({
    params: { previewLink: a.previewLink, id: ulidShaped() },
    query: { lng: 'uk' },
  }),
  'GET /api/docs/*': () => ({ params: { '*': 'json' } }),
  'GET /payments/sandbox/:reference': (a) => ({ params: { reference: a.checkoutPath.split('/')[3]! } }),
  'POST /payments/sandbox/:reference/pay': () => ({ params: { reference: 'no-such-reference' } }),
  'POST /payments/sandbox/:reference/cancel': () => ({ params: { reference: 'no-such-reference' } }),
  'GET /static/*': () => ({ params: { '*': 'js/main.js' } }),
  'GET /media/*': () => ({ params: { '*': 'tour.0123abcd.webm' } }),
  'GET /*': () => ({ params: { '*': 'dashboard' } }),
  'GET /locales/:lng/:file': () => ({ params: { lng: 'en', file: 'common.json' } }),
};

// The matrix's body is `unknown`: every one of them is a JSON object.
const fills: Record<string, Fill> = { ...(routeFills as Record<string, Fill>), ...ownFills };

const fillName = (method: string, url: string): string => `${method === 'HEAD' ? 'GET' : method} ${url}`;

export const hasValidRequest = (method: string, url: string): boolean => fills[fillName(method, url)] !== undefined;

export const validRequest = async (
  method: string,
  url: string,
  a: SeededCompany,
  now: Date,
  files: SeedFiles,
): Promise<ValidRequest> => (await fills[fillName(method, url)]?.(a, now, files)) ?? {};

/** Fill-ins no registered route matches any more. */
export const staleFills = (names: Set<string>): string[] => Object.keys(ownFills).filter((name) => !names.has(name));

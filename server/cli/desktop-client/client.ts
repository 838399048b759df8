import { randomBytes } from 'node:crypto';
import { Compile } from 'typebox/compile';
import {
  type ActivateBody,
  AppSignInAnswer,
  type AppSignInBody,
  type DeactivateBody,
  LicenseAnswer,
  type ValidateBody,
} from '../../../contract/api/desktop-app';
import { Problem } from '../../../contract/api/errors';
import { PublicKeysResponse, type LicenseLease } from '../../../contract/api/license-lease';
import { verifyLease, type LeaseCheck } from '../../modules/licensing/lease';

/**
 * What the desktop program does, written so its team can port it: every call sends a fresh nonce, and an answer's
 * lease is trusted only after checking its signature, this device, its time window and that it carries that nonce.
 */
const answerChecker = Compile(LicenseAnswer);
const publicKeysChecker = Compile(PublicKeysResponse);
const signInChecker = Compile(AppSignInAnswer);
const problemChecker = Compile(Problem);

export const newNonce = (): string => randomBytes(18).toString('base64url');

export class DesktopClientError extends Error {
  override name = 'DesktopClientError';
}

export interface ClientResult {
  httpStatus: number;
  answer: LicenseAnswer;
  /** The lease's offline check, when the answer carried one. */
  leaseCheck: LeaseCheck | null;
}

interface PostResult {
  status: number;
  json: unknown;
  retryAfter: string | null;
}

const postJson = async (serverUrl: string, path: string, body: unknown): Promise<PostResult> => {
  const response = await fetch(new URL(path, serverUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const retryAfter = response.headers.get('retry-after');
  try {
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null, retryAfter };
  } catch {
    throw new DesktopClientError(`${path} answered ${response.status} with a body that is not JSON`);
  }
};

export const fetchPublicKeys = async (serverUrl: string): Promise<Map<string, string>> => {
  const response = await fetch(new URL('/api/app/public-key', serverUrl), { headers: { accept: 'application/json' } });
  const json: unknown = await response.json();
  if (!response.ok || !publicKeysChecker.Check(json)) {
    throw new DesktopClientError(`/api/app/public-key answered ${response.status} without the published keys`);
  }
  return new Map(json.keys.map((key) => [key.kid, key.publicKeyPem]));
};

/** Checks a lease offline and that it answers this request (its nonce). */
export const checkLease = (
  lease: LicenseLease,
  publicKeys: ReadonlyMap<string, string>,
  fingerprint: string,
  now: Date,
  expectedNonce?: string,
): LeaseCheck => {
  const check = verifyLease(lease, publicKeys, fingerprint, now);
  if (check.ok && expectedNonce !== undefined && check.payload.nonce !== expectedNonce) {
    return { ok: false, reason: 'MALFORMED' };
  }
  return check;
};

type LicenseCall =
  | { path: '/api/app/activate'; body: ActivateBody }
  | { path: '/api/app/validate'; body: ValidateBody }
  | { path: '/api/app/deactivate'; body: DeactivateBody };

export const callLicenseApi = async (
  serverUrl: string,
  call: LicenseCall,
  publicKeys: Map<string, string>,
  now: () => Date = () => new Date(),
): Promise<ClientResult> => {
  const { status, json } = await postJson(serverUrl, call.path, call.body);
  if (status !== 200 || !answerChecker.Check(json)) {
    throw new DesktopClientError(`${call.path} answered ${status}: ${JSON.stringify(json)}`);
  }
  if (!json.lease) return { httpStatus: status, answer: json, leaseCheck: null };
  if (!publicKeys.has(json.lease.kid)) {
    for (const [kid, pem] of await fetchPublicKeys(serverUrl)) publicKeys.set(kid, pem);
  }
  const leaseCheck = checkLease(json.lease, publicKeys, call.body.fingerprint, now(), call.body.nonce);
  return { httpStatus: status, answer: json, leaseCheck };
};

/**
 * Who signed in on this device, the key's refusal (the same codes as validate), or the server's refusal of the
 * person: wrong credentials (401), a login of another company (403), too many attempts (429, with Retry-After).
 */
export type SignInResult =
  | { kind: 'answer'; answer: AppSignInAnswer }
  | { kind: 'refused'; httpStatus: 401 | 403 | 429; problem: Problem; retryAfterSeconds: number | null };

const refusalStatuses = new Set([401, 403, 429]);

export const signIn = async (serverUrl: string, body: AppSignInBody): Promise<SignInResult> => {
  const { status, json, retryAfter } = await postJson(serverUrl, '/api/app/sign-in', body);
  if (status === 200 && signInChecker.Check(json)) return { kind: 'answer', answer: json };
  if (refusalStatuses.has(status) && problemChecker.Check(json)) {
    return {
      kind: 'refused',
      httpStatus: status as 401 | 403 | 429,
      problem: json,
      retryAfterSeconds: retryAfter === null ? null : Number(retryAfter),
    };
  }
  throw new DesktopClientError(`/api/app/sign-in answered ${status}: ${JSON.stringify(json)}`);
};

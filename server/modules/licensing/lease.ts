import { createPublicKey, hash, sign, verify, type KeyObject } from 'node:crypto';
import { Compile } from 'typebox/compile';
import {
  LeasePayload,
  leaseClockSkewMinutes,
  leaseFormat,
  leaseMaxDays,
  type LicenseLease,
} from '../../../contract/api/license-lease';

const dayMs = 24 * 60 * 60 * 1000;
const signedPrefix = `${leaseFormat}.`;
const payloadChecker = Compile(LeasePayload);

export const fingerprintHash = (fingerprint: string): string => hash('sha256', fingerprint);

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

export type LeaseFacts = Omit<LeasePayload, 'format' | 'issuedAt' | 'leaseExpiresAt'>;

const signedBytes = (payload: string): Buffer => Buffer.from(signedPrefix + payload, 'utf8');

/** Signs a lease issued `now` that ends after 7 days or when the plan ends, whichever comes first. */
export const signLease = (facts: LeaseFacts, key: SigningKey, now: Date): LicenseLease => {
  const leaseEnd = Math.min(now.getTime() + leaseMaxDays * dayMs, Date.parse(facts.expiresAt));
  const payload: LeasePayload = {
    format: leaseFormat,
    ...facts,
    issuedAt: now.toISOString(),
    leaseExpiresAt: new Date(leaseEnd).toISOString(),
  };
  const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  const signature = sign(null, signedBytes(encoded), key.privateKey).toString('base64url');
  return { kid: key.kid, payload: encoded, signature };
};

export type LeaseCheck =
  | { ok: true; payload: LeasePayload }
  | {
      ok: false;
      reason: 'UNKNOWN_SIGNING_KEY' | 'BAD_SIGNATURE' | 'MALFORMED' | 'WRONG_DEVICE' | 'NOT_YET_VALID' | 'EXPIRED';
    };

/**
 * What the desktop program does offline: the signature first (nothing in an unsigned payload is trusted), then
 * the payload's shape, the device, and the time window.
 */
export const verifyLease = (
  lease: LicenseLease,
  publicKeys: ReadonlyMap<string, KeyObject | string>,
  fingerprint: string,
  now: Date,
): LeaseCheck => {
  const publicKey = publicKeys.get(lease.kid);
  if (!publicKey) return { ok: false, reason: 'UNKNOWN_SIGNING_KEY' };
  const keyObject = typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey;
  const signature = Buffer.from(lease.signature, 'base64url');
  if (!verify(null, signedBytes(lease.payload), keyObject, signature)) return { ok: false, reason: 'BAD_SIGNATURE' };

  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(lease.payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'MALFORMED' };
  }
  if (!payloadChecker.Check(payload)) return { ok: false, reason: 'MALFORMED' };
  if (payload.fingerprintHash !== fingerprintHash(fingerprint)) return { ok: false, reason: 'WRONG_DEVICE' };
  if (Date.parse(payload.issuedAt) > now.getTime() + leaseClockSkewMinutes * 60_000) {
    return { ok: false, reason: 'NOT_YET_VALID' };
  }
  if (Date.parse(payload.leaseExpiresAt) <= now.getTime()) return { ok: false, reason: 'EXPIRED' };
  return { ok: true, payload };
};

import { generateKeyPairSync, sign } from 'node:crypto';
import { type LicenseLease } from '../../../contract/api/license-lease';
import { fingerprintHash, signLease, verifyLease, type LeaseFacts } from './lease';

const makeKey = (kid: string) => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { signing: { kid, privateKey }, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
};

const current = makeKey('2026-11');
const other = makeKey('rogue');
const publicKeys = new Map([[current.signing.kid, current.publicPem]]);

const fingerprint = 'device-7f3a:cpu=1234:disk=abcd';
const now = new Date('2026-11-22T12:00:00.000Z');
const hours = (count: number) => new Date(now.getTime() + count * 3_600_000);

const facts = (expiresAt: string): LeaseFacts => ({
  keyId: 'key_1',
  slot: 1,
  keyVersion: 3,
  fingerprintHash: fingerprintHash(fingerprint),
  companyId: 'company_1',
  plan: 'subscription',
  expiresAt,
  nonce: 'n-1',
});

const decode = (lease: LicenseLease) => JSON.parse(Buffer.from(lease.payload, 'base64url').toString('utf8'));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('license leases', () => {
  const farExpiry = hours(24 * 90).toISOString();
  const lease = signLease(facts(farExpiry), current.signing, now);

  it('verify for the device they were issued to', () => {
    const check = verifyLease(lease, publicKeys, fingerprint, hours(1));
    expect(check).toEqual({ ok: true, payload: decode(lease) });
    expect(decode(lease)).toMatchObject({ format: 'dentiqo-lease-v1', keyVersion: 3, issuedAt: now.toISOString() });
  });

  it('last 7 days, or less when the plan ends sooner', () => {
    expect(decode(lease).leaseExpiresAt).toBe(hours(24 * 7).toISOString());
    const short = signLease(facts(hours(30).toISOString()), current.signing, now);
    expect(decode(short).leaseExpiresAt).toBe(hours(30).toISOString());
    expect(verifyLease(short, publicKeys, fingerprint, hours(31))).toEqual({ ok: false, reason: 'EXPIRED' });
  });

  it('are refused once expired', () => {
    expect(verifyLease(lease, publicKeys, fingerprint, hours(24 * 7))).toEqual({ ok: false, reason: 'EXPIRED' });
  });

  it('are refused on another device', () => {
    expect(verifyLease(lease, publicKeys, `${fingerprint}x`, hours(1))).toEqual({ ok: false, reason: 'WRONG_DEVICE' });
  });

  it('are refused when issued in the future beyond the allowed clock skew', () => {
    expect(verifyLease(lease, publicKeys, fingerprint, new Date(now.getTime() - 4 * 60_000)).ok).toBe(true);
    expect(verifyLease(lease, publicKeys, fingerprint, new Date(now.getTime() - 6 * 60_000))).toEqual({
      ok: false,
      reason: 'NOT_YET_VALID',
    });
  });

  it('are refused when any byte of the payload is changed', () => {
    const extended = { ...decode(lease), leaseExpiresAt: hours(24 * 365).toISOString() };
    expect(verifyLease({ ...lease, payload: encode(extended) }, publicKeys, fingerprint, hours(1))).toEqual({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
    const flipped = Buffer.from(lease.payload, 'base64url');
    flipped[10] = (flipped[10] as number) ^ 1;
    expect(
      verifyLease({ ...lease, payload: flipped.toString('base64url') }, publicKeys, fingerprint, hours(1)).ok,
    ).toBe(false);
  });

  it('are refused when the signature is damaged or from another key under the same id', () => {
    const signature = Buffer.from(lease.signature, 'base64url');
    signature[0] = (signature[0] as number) ^ 1;
    expect(
      verifyLease({ ...lease, signature: signature.toString('base64url') }, publicKeys, fingerprint, hours(1)),
    ).toEqual({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
    const forged = signLease(facts(farExpiry), { kid: current.signing.kid, privateKey: other.signing.privateKey }, now);
    expect(verifyLease(forged, publicKeys, fingerprint, hours(1))).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
  });

  it('are refused when signed by a key that is not published', () => {
    const unknown = signLease(facts(farExpiry), other.signing, now);
    expect(verifyLease(unknown, publicKeys, fingerprint, hours(1))).toEqual({
      ok: false,
      reason: 'UNKNOWN_SIGNING_KEY',
    });
  });

  it('do not sign without the type prefix: a bare signature over the payload fails', () => {
    const bare = sign(null, Buffer.from(lease.payload, 'utf8'), current.signing.privateKey).toString('base64url');
    expect(verifyLease({ ...lease, signature: bare }, publicKeys, fingerprint, hours(1))).toEqual({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
  });

  it('are refused when a validly signed payload has the wrong shape', () => {
    const badPayload = encode({ ...decode(lease), slot: 'one' });
    const prefixed = Buffer.from(`dentiqo-lease-v1.${badPayload}`, 'utf8');
    const signature = sign(null, prefixed, current.signing.privateKey).toString('base64url');
    expect(verifyLease({ kid: lease.kid, payload: badPayload, signature }, publicKeys, fingerprint, hours(1))).toEqual({
      ok: false,
      reason: 'MALFORMED',
    });
    const notJson = Buffer.from('{not json', 'utf8').toString('base64url');
    const notJsonSignature = sign(null, Buffer.from(`dentiqo-lease-v1.${notJson}`), current.signing.privateKey);
    expect(
      verifyLease(
        { kid: lease.kid, payload: notJson, signature: notJsonSignature.toString('base64url') },
        publicKeys,
        fingerprint,
        hours(1),
      ),
    ).toEqual({ ok: false, reason: 'MALFORMED' });
  });
});

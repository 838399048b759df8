import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fingerprintHash, signLease, verifyLease } from '../modules/licensing/lease';
import { LicenseKeyError, generateLicenseKey, loadLicenseKeys } from './license-keys';

const now = new Date('2026-11-22T12:00:00.000Z');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'license-keys-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const load = (overrides: Partial<Parameters<typeof loadLicenseKeys>[0]> = {}) =>
  loadLicenseKeys({ dir, currentKid: null, generateWhenEmpty: false, now, ...overrides });

describe('license signing keys', () => {
  it('refuse to start without a key when generation is off (production)', () => {
    expect(() => load()).toThrow(LicenseKeyError);
    expect(() => load()).toThrow(/No license signing key/);
  });

  it('generate one private key file, owner-only, when allowed and the directory is empty', () => {
    const generated: string[] = [];
    const ring = load({ generateWhenEmpty: true, onGenerated: (kid) => generated.push(kid) });
    expect(generated).toEqual([ring.current.kid]);
    expect(ring.current.kid).toMatch(/^2026-11-[0-9a-f]{8}$/);
    const files = readdirSync(dir);
    expect(files).toEqual([`${ring.current.kid}.pem`]);
    expect(statSync(path.join(dir, files[0]!)).mode & 0o777).toBe(0o600);
    // A second start reuses it.
    expect(load({ generateWhenEmpty: true }).current.kid).toBe(ring.current.kid);
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it('sign with the newest key and keep publishing the older ones, so old leases still verify', () => {
    const oldKid = generateLicenseKey(dir, new Date('2026-01-05T00:00:00Z'));
    const oldRing = load();
    const fingerprint = 'fp';
    const lease = signLease(
      {
        keyId: 'k',
        slot: 1,
        keyVersion: 1,
        fingerprintHash: fingerprintHash(fingerprint),
        companyId: 'c',
        plan: 'trial',
        expiresAt: '2027-01-01T00:00:00.000Z',
        nonce: 'n',
      },
      oldRing.current,
      now,
    );
    const newKid = generateLicenseKey(dir, now);
    const ring = load();
    expect(ring.current.kid).toBe(newKid);
    expect([...ring.publicKeys.keys()]).toEqual([oldKid, newKid]);
    expect(verifyLease(lease, ring.publicKeys, fingerprint, now).ok).toBe(true);
  });

  it('honour an explicit current key id and refuse one that has no file', () => {
    const first = generateLicenseKey(dir, new Date('2026-01-05T00:00:00Z'));
    generateLicenseKey(dir, now);
    expect(load({ currentKid: first }).current.kid).toBe(first);
    expect(() => load({ currentKid: 'missing' })).toThrow(/LICENSE_CURRENT_KID "missing"/);
  });

  it('refuse a file that is not a PEM key, or a key that is not Ed25519', () => {
    writeFileSync(path.join(dir, 'broken.pem'), 'not a key');
    expect(() => load()).toThrow(/broken .*not a PEM private key/);
    rmSync(path.join(dir, 'broken.pem'));
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    writeFileSync(path.join(dir, 'ecdsa.pem'), privateKey.export({ type: 'pkcs8', format: 'pem' }));
    expect(() => load()).toThrow(/must be Ed25519, not ec/);
  });
});

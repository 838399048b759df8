import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signLease } from './lease';

// The verification example the desktop team ports is run as written, with plain node, against a lease this server
// signs: a change to the lease format that the document does not follow fails here.
const documentFile = path.resolve(__dirname, '../../../docs/desktop-app-api.md');

const documentedExample = (): string => {
  const match = /## Verifying a lease[\s\S]*?```js\n([\s\S]*?)```/.exec(readFileSync(documentFile, 'utf8'));
  if (!match) throw new Error('docs/desktop-app-api.md has no js example under "Verifying a lease"');
  return match[1]!;
};

const driver = `
import { readFileSync } from 'node:fs';
import { checkLease } from './check-lease.mjs';
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const keys = new Map([[input.kid, input.pem]]);
const results = input.cases.map((c) => checkLease(c.lease ?? input.lease, keys, c.fingerprint, new Date(c.now), c.nonce));
console.log(JSON.stringify(results.map((r) => (r.ok ? 'OK' : r.reason))));
`;

describe('the lease verification example of docs/desktop-app-api.md', () => {
  it('accepts a lease this server signs and refuses each broken rule', () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
    const issued = new Date('2026-11-26T10:00:00.000Z');
    const nonce = 'nonce-of-this-request-0001';
    const fingerprint = 'machine-fingerprint-0001';
    const lease = signLease(
      {
        keyId: 'key-1',
        slot: 1,
        keyVersion: 1,
        fingerprintHash: createHash('sha256').update(fingerprint).digest('hex'),
        companyId: 'company-1',
        plan: 'subscription',
        expiresAt: '2027-01-01T00:00:00.000Z',
        nonce,
      },
      { kid: 'k1', privateKey },
      issued,
    );
    const payload = JSON.parse(Buffer.from(lease.payload, 'base64url').toString('utf8'));
    const tampered = { ...lease, payload: Buffer.from(JSON.stringify({ ...payload, slot: 9 })).toString('base64url') };
    const at = (ms: number) => new Date(issued.getTime() + ms).toISOString();
    const cases = [
      { fingerprint, now: at(60_000), nonce },
      { fingerprint, now: at(-4 * 60_000) },
      { fingerprint, now: at(-6 * 60_000) },
      { fingerprint, now: at(7 * 24 * 3600_000) },
      { fingerprint: 'another-machine-0002', now: at(60_000) },
      { fingerprint, now: at(60_000), nonce: 'another-request-nonce-01' },
      { fingerprint, now: at(60_000), lease: tampered },
      { fingerprint, now: at(60_000), lease: { ...lease, kid: 'k0' } },
    ];

    const dir = mkdtempSync(path.join(tmpdir(), 'lease-example-'));
    try {
      writeFileSync(path.join(dir, 'check-lease.mjs'), documentedExample());
      writeFileSync(path.join(dir, 'driver.mjs'), driver);
      writeFileSync(path.join(dir, 'input.json'), JSON.stringify({ kid: 'k1', pem, lease, cases }));
      const output = execFileSync(process.execPath, [path.join(dir, 'driver.mjs'), path.join(dir, 'input.json')], {
        encoding: 'utf8',
      });
      expect(JSON.parse(output)).toEqual([
        'OK',
        'OK',
        'NOT_YET_VALID',
        'EXPIRED',
        'WRONG_DEVICE',
        'NOT_THIS_ANSWER',
        'BAD_SIGNATURE',
        'UNKNOWN_SIGNING_KEY',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

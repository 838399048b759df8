import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { createSecretBox } from './encryption';
import { resolveEncryptionKey } from './encryption-key';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, sealing the same text differently each time', () => {
    const sealed = box.seal('api token ✓');
    expect(box.open(sealed)).toBe('api token ✓');
    expect(box.seal('api token ✓')).not.toBe(sealed);
  });

  it('refuses an altered value and one sealed under another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([...parts.slice(0, 3), flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow();
  });

  it('needs a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('encryption key', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'dentiqo-key-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('generates a development key once, readable by the owner only, and reuses it', () => {
    const created: string[] = [];
    const first = resolveEncryptionKey(null, dir, (file) => created.push(file));
    const second = resolveEncryptionKey(null, dir, (file) => created.push(file));
    expect(first.equals(second)).toBe(true);
    expect(created).toEqual([path.join(dir, 'keys', 'encryption.key')]);
    expect(statSync(created[0]!).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(created[0]!, 'utf8'), 'base64').equals(first)).toBe(true);
  });

  it('prefers the configured key and writes nothing', () => {
    const key = randomBytes(32);
    expect(resolveEncryptionKey(key, dir, () => undefined)).toBe(key);
  });

  it('is required in production and must be base64 of 32 bytes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ENCRYPTION_KEY is required/);
    expect(() => loadConfig({ ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toThrow(/ENCRYPTION_KEY must/);
    expect(() => loadConfig({ ENCRYPTION_KEY: 'not base64 at all!' })).toThrow(/ENCRYPTION_KEY must/);
    const key = randomBytes(32);
    expect(loadConfig({ ENCRYPTION_KEY: key.toString('base64') }).settings.encryptionKey).toEqual(key);
    expect(() => loadConfig({ PATIENT_PLATFORM_URL: 'ftp://platform' })).toThrow(/PATIENT_PLATFORM_URL/);
    expect(loadConfig({ PATIENT_PLATFORM_URL: 'https://platform.example/api/' }).settings.patientPlatformUrl).toBe(
      'https://platform.example/api',
    );
  });
});

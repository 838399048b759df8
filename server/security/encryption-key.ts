import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { encryptionKeyBytes } from './encryption';

/**
 * The key from configuration, or in development and test one kept under `$DATA_DIR/keys/` (created on first
 * start). `onCreated` hears about a new file, so the log says where a key came from.
 */
export const resolveEncryptionKey = (
  configured: Buffer | null,
  dataDir: string,
  onCreated: (file: string) => void,
): Buffer => {
  if (configured) return configured;
  const file = path.join(dataDir, 'keys', 'encryption.key');
  if (existsSync(file)) {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== encryptionKeyBytes) throw new Error(`${file} does not hold a ${encryptionKeyBytes}-byte key`);
    return key;
  }
  const key = randomBytes(encryptionKeyBytes);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  onCreated(file);
  return key;
};

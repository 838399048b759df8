import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const algorithm = 'aes-256-gcm';
const ivBytes = 12;
const version = 'v1';

export const encryptionKeyBytes = 32;

/** Seals short secrets (API tokens, keys) for storage: AES-256-GCM, a fresh random IV each time. */
export interface SecretBox {
  /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts; the same text seals differently every time. */
  seal: (plaintext: string) => string;
  /** The plaintext; throws when the text was sealed under another key or altered. */
  open: (sealed: string) => string;
}

export const createSecretBox = (key: Buffer): SecretBox => {
  if (key.length !== encryptionKeyBytes) throw new Error(`the encryption key must be ${encryptionKeyBytes} bytes`);
  return {
    seal: (plaintext) => {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv(algorithm, key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [version, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open: (sealed) => {
      const [tag, iv, authTag, ciphertext, ...rest] = sealed.split('.');
      if (tag !== version || !iv || !authTag || ciphertext === undefined || rest.length > 0) {
        throw new Error('not a sealed value');
      }
      const decipher = createDecipheriv(algorithm, key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
};

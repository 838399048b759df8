import { hash, randomBytes } from 'node:crypto';

const tokenBytes = 32;

/** 256 random bits as URL-safe base64 without padding: 43 characters, fit for a header or a link. */
export const newSecretToken = (): string => randomBytes(tokenBytes).toString('base64url');

export const secretTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * What the database keeps instead of a token. A plain SHA-256 is enough: the token carries 256 random bits, so
 * there is nothing to guess, and a fast hash keeps the per-request lookup cheap.
 */
export const hashSecretToken = (token: string): string => hash('sha256', token);

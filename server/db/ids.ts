import { randomBytes } from 'node:crypto';

// Crockford base32 in ASCII order, so ids sort by creation time as plain strings in both dialects.
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
const timeLength = 10;
const randomLength = 16;

const encodeTime = (milliseconds: number): string => {
  let rest = milliseconds;
  let text = '';
  for (let i = 0; i < timeLength; i += 1) {
    text = alphabet[rest % 32] + text;
    rest = Math.floor(rest / 32);
  }
  return text;
};

const encodeRandom = (): string => {
  const bytes = randomBytes(randomLength);
  let text = '';
  for (const byte of bytes) text += alphabet[byte % 32];
  return text;
};

/** A 26-character, URL-safe, time-sortable id: 48 bits of milliseconds then 80 random bits. */
export const newId = (now: number = Date.now()): string => `${encodeTime(now)}${encodeRandom()}`;

export const idPattern = /^[0-9a-hjkmnp-tv-z]{26}$/;

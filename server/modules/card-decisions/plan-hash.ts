import { createHash } from 'node:crypto';
import type { PublicCard } from '../../../contract/api/cards';

/** JSON with every object's keys sorted, so the same options hash the same whatever order they were built in. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

/** SHA-256 (hex) of a card's options exactly as the API answers them: proves which version of the plan was shown. */
export const planHash = (options: PublicCard['options']): string =>
  createHash('sha256').update(canonicalJson(options), 'utf8').digest('hex');

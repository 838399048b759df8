import { randomBytes } from 'node:crypto';
import { authorizationKey } from '../../contract/rules/auth';
import type { SharedCard } from '../../e2e/support/cards';
import type { LoadOptions } from '../support/load';

/** A measured server: where it answers and its process (for its CPU time). */
export interface ServerProcess {
  url: string;
  pid: number;
}

/** One kind of request the benchmark drives: what autocannon sends, without the server's address. */
export type MeasuredRequest = Omit<LoadOptions, 'url' | 'connections' | 'durationSeconds' | 'overallRate'> & {
  id: 'card' | 'validate' | 'account' | 'sign-in';
  label: string;
  path: string;
  /** Whether the bare baselines (bench/baselines/bare-server.ts) answer it too; sign-in has no baseline. */
  bare?: boolean;
};

const json = { 'content-type': 'application/json' };

/** The four requests, made for the seeded clinic and card, as the patient, the desktop app and the cabinet send them. */
export const measuredRequests = (card: SharedCard): MeasuredRequest[] => [
  { id: 'card', label: 'card GET', path: `/api/cards/${card.previewLink}`, bare: true },
  {
    id: 'validate',
    label: 'validate POST',
    path: '/api/app/validate',
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      key: card.key,
      fingerprint: card.fingerprint,
      appVersion: '2.1.0',
      nonce: randomBytes(16).toString('base64url'),
    }),
    bare: true,
  },
  {
    id: 'account',
    label: 'account GET',
    path: '/api/account',
    headers: { [authorizationKey]: card.token },
    bare: true,
  },
  {
    id: 'sign-in',
    label: 'sign-in POST',
    path: '/api/auth/sign-in',
    method: 'POST',
    headers: json,
    body: JSON.stringify({ login: card.email, password: card.password }),
  },
];

/**
 * One request of each kind before any load: each must succeed for what it is (a 2xx alone would let a refused
 * validation, `{ valid: false }`, pass as throughput).
 */
export const checkRequests = async (
  baseUrl: string,
  requests: (Omit<MeasuredRequest, 'id'> & { id?: MeasuredRequest['id'] })[],
): Promise<void> => {
  for (const request of requests) {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.body,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${request.label}: ${response.status} ${text}`);
    if (request.id === 'validate' && !(JSON.parse(text) as { valid: boolean }).valid) {
      throw new Error(`${request.label} refused the seeded device: ${text}`);
    }
  }
};

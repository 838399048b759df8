import { isDeepStrictEqual } from 'node:util';

/** One request as both servers get it. */
export interface ComparedRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

// A lease is signed at the moment it is issued: its issue time, the lease end computed from it, and the signature
// differ between any two answers; everything else in it must be the same.
const withoutIssueTime = (answer: Record<string, unknown>): Record<string, unknown> => {
  const lease = answer.lease as { kid: string; payload: string } | undefined;
  if (!lease) return answer;
  const {
    issuedAt: _issuedAt,
    leaseExpiresAt: _leaseExpiresAt,
    ...payload
  } = JSON.parse(Buffer.from(lease.payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { ...answer, lease: { kid: lease.kid, payload } };
};

const answerOf = async (origin: string, request: ComparedRequest): Promise<unknown> => {
  const init = {
    method: request.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...request.headers },
    body: request.body,
  };
  // A kept-alive socket the server has just closed fails a fetch now and then: one retry.
  const response = await fetch(`${origin}${request.path}`, init).catch(() => fetch(`${origin}${request.path}`, init));
  const text = await response.text();
  if (!response.ok) throw new Error(`${origin}${request.path.slice(0, 40)}… answered ${response.status}: ${text}`);
  return withoutIssueTime(JSON.parse(text) as Record<string, unknown>);
};

/**
 * The bare baseline must give the app's answer, as parsed JSON (a lease without its issue time and signature), or it
 * would measure less work than the app does: checked for every request before any load.
 */
export const checkSameAnswers = async (app: string, bare: string, requests: ComparedRequest[]): Promise<void> => {
  for (const request of requests) {
    const [expected, actual] = [await answerOf(app, request), await answerOf(bare, request)];
    if (!isDeepStrictEqual(expected, actual)) {
      throw new Error(
        `The bare baseline answers ${request.method ?? 'GET'} ${request.path.slice(0, 40)}… differently from the app:\n` +
          `app:  ${JSON.stringify(expected)}\nbare: ${JSON.stringify(actual)}`,
      );
    }
  }
};

/** What the platform said about a token. */
export type TokenCheck = 'accepted' | 'rejected' | 'unavailable';

const timeoutMs = 10_000;

/**
 * Asks the patient-management platform whether an API token is good: `GET <base>/api/v1/me` with a bearer token.
 * 2xx accepted, 401/403 rejected, anything else (or no answer in 10 s) unavailable.
 */
export const checkPlatformToken = async (baseUrl: string, token: string): Promise<TokenCheck> => {
  try {
    const response = await fetch(`${baseUrl}/api/v1/me`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    await response.body?.cancel();
    if (response.ok) return 'accepted';
    return response.status === 401 || response.status === 403 ? 'rejected' : 'unavailable';
  } catch {
    return 'unavailable';
  }
};

/** What the platform did with a patient record. */
export type RecordOutcome =
  { ok: true; recordId: string } | { ok: false; reason: 'unavailable' | 'token-rejected' | 'rejected' };

const recordIdPattern = /^[\x21-\x7E]{1,200}$/;

/**
 * Creates a patient record: `POST <base>/api/v1/patients` with a bearer token and an `Idempotency-Key`, so a retry
 * of the same card (after a timeout, a double click) gets the record made the first time instead of a second one.
 * 2xx with an `id` is done; 401/403 mean the token no longer works; 408, 429, 5xx or no answer in 10 s are worth a
 * retry; any other answer is a refusal.
 */
export const createPlatformPatient = async (
  baseUrl: string,
  token: string,
  idempotencyKey: string,
  record: unknown,
): Promise<RecordOutcome> => {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/api/v1/patients`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify(record),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    return { ok: false, reason: 'token-rejected' };
  }
  if (response.status === 408 || response.status === 429 || response.status >= 500) {
    await response.body?.cancel();
    return { ok: false, reason: 'unavailable' };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { ok: false, reason: 'rejected' };
  }
  try {
    const body = (await response.json()) as { id?: unknown };
    const id = typeof body?.id === 'number' ? String(body.id) : body?.id;
    return typeof id === 'string' && recordIdPattern.test(id)
      ? { ok: true, recordId: id }
      : { ok: false, reason: 'rejected' };
  } catch {
    return { ok: false, reason: 'rejected' };
  }
};

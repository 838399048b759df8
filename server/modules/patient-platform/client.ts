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

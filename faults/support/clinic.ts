import { randomBytes } from 'node:crypto';
import { authorizationKey } from '../../contract/rules/auth';

/** A clinic signed up through the API; its session token works across server restarts (it is in the database). */
export const signUpClinic = async (url: string): Promise<{ token: string; email: string }> => {
  const email = `faults-${randomBytes(5).toString('hex')}@clinic.example`;
  const response = await fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ companyName: 'Fault Line Dental', email, password: 'correct horse', language: 'en' }),
  });
  if (response.status !== 201) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { token, email };
};

export const sessionHeaders = (token: string) => ({ [authorizationKey]: token, 'content-type': 'application/json' });

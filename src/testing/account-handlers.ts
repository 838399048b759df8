import { HttpResponse, delay, http } from 'msw';
import type { Account, ConfirmEmailResponse, SessionResponse } from '@contract/api/auth';
import { apiUrl } from './msw-server';

/** A token the client accepts (visible ASCII, 20+ characters). */
export const testToken = 'k3Jm9Qx2Vb7Lr5Tz8Wc1Yd4Nf6Hg0Sa';

export const testAccount = (overrides: Partial<Account['company']> = {}): Account => ({
  company: {
    id: 'c_01JTESTCOMPANY',
    name: 'Smile Clinic',
    email: 'owner@smile.example',
    language: 'en',
    emailConfirmed: true,
    ...overrides,
  },
  role: 'owner',
});

export const sessionResponse = (account: Account = testAccount(), token = testToken): SessionResponse => ({
  token,
  account,
});

/** The answers every signed-in screen needs: the account and sign-out. */
export const signedInHandlers = (account: Account = testAccount()) => [
  http.get(apiUrl('account'), () => HttpResponse.json(account)),
  http.post(apiUrl('auth/sign-out'), () => new HttpResponse(null, { status: 204 })),
];

export const confirmEmailHandler = (result: ConfirmEmailResponse['result'] = 'confirmed') =>
  http.post(apiUrl('auth/confirm-email'), async () => {
    await delay(10);
    return HttpResponse.json({ result } satisfies ConfirmEmailResponse);
  });

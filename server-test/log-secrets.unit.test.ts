import { randomBytes } from 'node:crypto';
import { newSecretToken } from '../server/security/secret-tokens';
import { findLoggedSecrets } from './log-secrets';

const line = (entry: Record<string, unknown>) => JSON.stringify({ level: 30, time: 1, ...entry });

describe('findLoggedSecrets', () => {
  it('finds nothing in a log whose secrets were redacted', () => {
    const log = [
      line({
        req: { method: 'GET', url: '/api/cards/[redacted]', route: '/api/cards/:link' },
        msg: 'incoming request',
      }),
      line({ req: { headers: { authorization: '[redacted]' } }, password: '[redacted]', msg: 'sign-in' }),
      line({ req: { url: '/articles/how-to-show-a-treatment-plan-to-a-patients' }, msg: 'incoming request' }),
      line({ hash: randomBytes(32).toString('hex'), reqId: 'req-1f', msg: 'stored' }),
    ].join('\n');
    expect(findLoggedSecrets(log, ['correct horse', 'Olena Kovalenko'])).toEqual([]);
  });

  it('finds a token, an activation key, an unredacted credential field and each known secret, by line', () => {
    let token = newSecretToken();
    while (!/\d/.test(token) || !/[a-z]/.test(token) || !/[A-Z]/.test(token)) token = newSecretToken();
    const log = [
      line({ msg: 'ok' }),
      line({ req: { url: `/preview/${token}` } }),
      line({ key: 'ABCDE-FGHJK-MNPQR-STVWX-YZ012' }),
      line({ body: { newPassword: 'hunter2' } }),
      line({ card: { patientName: 'Olena Kovalenko' }, note: 'signed in with correct horse' }),
    ].join('\n');
    expect(findLoggedSecrets(log, ['correct horse', 'Olena Kovalenko'])).toEqual([
      { line: 2, what: `a token-shaped value (${token.slice(0, 6)}…)` },
      { line: 3, what: 'an activation key (ABCDE-…)' },
      { line: 4, what: 'the unredacted field "newPassword"' },
      { line: 5, what: 'a known secret (cor…)' },
      { line: 5, what: 'a known secret (Ole…)' },
    ]);
  });
});

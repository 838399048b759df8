import { post, withToken } from '../../../server-test/accounts';
import {
  activateBody,
  callApp,
  confirmedCompany,
  listKeys,
  newFingerprint,
  newNonce,
} from '../../../server-test/licensing';
import { useClockedApp } from '../../../server-test/clocked-app';
import { testDialect } from '../../../server-test/test-db';

describe(`reloading a key on ${testDialect()}`, () => {
  const { time, mail, app, testApp } = useClockedApp();
  const reload = (token: string, keyId: string) =>
    post(app(), `/api/company/keys/${keyId}/reload`, undefined, withToken(token));
  const validate = (key: string, fingerprint: string) =>
    callApp(app(), '/api/app/validate', { key, fingerprint, appVersion: '1.4.0', nonce: newNonce() });

  it('gives one new key to six reloads at once; the others answer 409 with the key as it is now', async () => {
    const { token, account } = await confirmedCompany(app(), mail);
    const [old] = await listKeys(app(), token);
    const fingerprint = newFingerprint();
    await callApp(app(), '/api/app/activate', activateBody(old!.key, fingerprint));

    const answers = await Promise.all(Array.from({ length: 6 }, () => reload(token, old!.id)));
    const reloaded = answers.filter((answer) => answer.statusCode === 200);
    expect(reloaded).toHaveLength(1);
    const fresh = reloaded[0]!.json().key as string;
    const conflicts = answers.filter((answer) => answer.statusCode === 409);
    expect(conflicts).toHaveLength(5);
    for (const conflict of conflicts) {
      expect(conflict.headers['content-type']).toContain('application/problem+json');
      expect(conflict.json()).toMatchObject({ code: 'CONFLICT', current: { id: old!.id, key: fresh } });
    }
    // The key every answer showed is the one that works: only the original was revoked.
    expect((await listKeys(app(), token))[0]!.key).toBe(fresh);
    expect((await validate(old!.key, fingerprint)).code).toBe('KEY_REVOKED');
    expect((await validate(fresh, fingerprint)).code).toBe('NOT_ACTIVATED');
    const events = testApp()
      .db.selectFrom('security_events')
      .select('type')
      .where('company_id', '=', account.company.id)
      .where('type', '=', 'key-reloaded');
    expect(await events.execute()).toHaveLength(1);
  });

  it('treats a reload right after another as the same one, and reloads again once that has settled', async () => {
    const { token } = await confirmedCompany(app(), mail);
    const [key] = await listKeys(app(), token);
    const first = await reload(token, key!.id);
    expect(first.statusCode).toBe(200);
    time.advance(2_000);
    const again = await reload(token, key!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().current.key).toBe(first.json().key);

    time.advance(10_000);
    const later = await reload(token, key!.id);
    expect(later.statusCode).toBe(200);
    expect(later.json().key).not.toBe(first.json().key);
  });
});

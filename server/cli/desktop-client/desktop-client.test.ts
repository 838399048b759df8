import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addStaff, post, withToken } from '../../../server-test/accounts';
import { confirmedCompany, listKeys } from '../../../server-test/licensing';
import { runClient as run, useListeningServer } from '../../../server-test/desktop-client-harness';
import { testDialect } from '../../../server-test/test-db';
import { runDesktopClient } from './main';

describe(`the reference desktop client against a real server on ${testDialect()}`, () => {
  const server = useListeningServer();
  const { mail } = server;

  it('activates, keeps a lease that verifies offline, and loses it when the key is reloaded', async () => {
    const { token } = await confirmedCompany(server.testApp.app, mail);
    const [key] = await listKeys(server.testApp.app, token);
    const state = path.join(server.workDir, 'state.json');
    const common = [
      '--server',
      server.serverUrl,
      '--state',
      state,
      '--key',
      key!.key,
      '--fingerprint',
      'machine-0123456789abcdef',
    ];

    const activated = await run([
      'activate',
      ...common,
      '--device-name',
      'Front desk',
      '--os',
      'macos',
      '--app-version',
      '2.0.1',
    ]);
    expect(activated).toMatchObject({ code: 0, output: { code: 'VALID', valid: true, lease: { ok: true } } });

    const offline = ['verify', '--state', state, '--fingerprint', 'machine-0123456789abcdef'];
    expect(await run(offline)).toMatchObject({ code: 0, output: { valid: true } });
    const inEightDays = new Date(Date.now() + 8 * 86_400_000).toISOString();
    expect(await run([...offline, '--now', inEightDays])).toMatchObject({ code: 1, output: { reason: 'EXPIRED' } });
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    expect(await run([...offline, '--now', anHourAgo])).toMatchObject({ code: 1, output: { reason: 'NOT_YET_VALID' } });
    expect(await run(['verify', '--state', state, '--fingerprint', 'machine-other-computer'])).toMatchObject({
      code: 1,
      output: { reason: 'WRONG_DEVICE' },
    });

    // Someone edits the stored lease to live for a year: the signature no longer matches.
    const saved = JSON.parse(readFileSync(state, 'utf8'));
    const payload = JSON.parse(Buffer.from(saved.lease.payload, 'base64url').toString('utf8'));
    payload.leaseExpiresAt = new Date(Date.now() + 365 * 86_400_000).toISOString();
    const tampered = path.join(server.workDir, 'tampered.json');
    writeFileSync(
      tampered,
      JSON.stringify({
        ...saved,
        lease: { ...saved.lease, payload: Buffer.from(JSON.stringify(payload)).toString('base64url') },
      }),
    );
    expect(await run(['verify', '--state', tampered, '--fingerprint', 'machine-0123456789abcdef'])).toMatchObject({
      code: 1,
      output: { reason: 'BAD_SIGNATURE' },
    });

    expect(await run(['validate', ...common, '--app-version', '2.0.1'])).toMatchObject({
      code: 0,
      output: { code: 'VALID' },
    });
    await post(server.testApp.app, `/api/company/keys/${key!.id}/reload`, undefined, withToken(token));
    expect(await run(['validate', ...common, '--app-version', '2.0.1'])).toMatchObject({
      code: 1,
      output: { code: 'KEY_REVOKED', valid: false },
    });
    expect(JSON.parse(readFileSync(state, 'utf8')).lease).toBeNull();
    expect(await run(offline)).toMatchObject({ code: 1, output: { reason: 'NO_LEASE' } });
  });

  it('signs the owner and a doctor in on its device, and reports refusals', async () => {
    const { token, body, account } = await confirmedCompany(server.testApp.app, mail);
    const doctor = await addStaff(server.testApp.app, token, {
      role: 'doctor',
      firstName: 'Anna',
      lastName: 'Lysenko',
    });
    const [key, spare] = await listKeys(server.testApp.app, token);
    const state = path.join(server.workDir, 'sign-in.json');
    const fingerprint = 'machine-5555666677778888';
    const device = ['--server', server.serverUrl, '--state', state, '--key', key!.key, '--fingerprint', fingerprint];
    await run(['activate', ...device, '--device-name', 'Chair 2', '--os', 'windows', '--app-version', '2.0.1']);
    const stateBefore = readFileSync(state, 'utf8');
    const signIn = (login: string, password: string, on = device) =>
      run(['sign-in', ...on, '--login', login, '--password', password]);

    expect(await signIn(body.email.toUpperCase(), body.password)).toEqual({
      code: 0,
      output: {
        valid: true,
        code: 'VALID',
        user: {
          kind: 'owner',
          id: account.company.id,
          firstName: null,
          lastName: null,
          displayName: 'Smile Clinic',
        },
        company: { id: account.company.id, name: 'Smile Clinic', avatarUrl: null, currency: 'USD' },
      },
    });
    expect(await signIn(doctor.body.login, doctor.body.password)).toMatchObject({
      code: 0,
      output: { valid: true, user: { kind: 'doctor', id: doctor.id, displayName: 'Anna Lysenko' } },
    });
    expect(await signIn(doctor.body.login, 'not the password')).toEqual({
      code: 1,
      output: { valid: false, code: 'INVALID_CREDENTIALS', httpStatus: 401 },
    });
    const other = await confirmedCompany(server.testApp.app, mail);
    expect(await signIn(other.body.email, other.body.password)).toEqual({
      code: 1,
      output: { valid: false, code: 'COMPANY_MISMATCH', httpStatus: 403 },
    });
    const spareDevice = [
      '--server',
      server.serverUrl,
      '--state',
      state,
      '--key',
      spare!.key,
      '--fingerprint',
      fingerprint,
    ];
    expect(await signIn(body.email, body.password, spareDevice)).toEqual({
      code: 1,
      output: { valid: false, code: 'NOT_ACTIVATED' },
    });
    // Signing in carries no lease: the device's stored one stays as it was.
    expect(readFileSync(state, 'utf8')).toBe(stateBefore);

    expect((await run(['sign-in', ...device, '--login', body.email])).code).toBe(2);
    expect(
      (await run(['sign-in', ...device, '--login', body.email, '--password', body.password, '--pin', '1'])).code,
    ).toBe(2);
  });

  it('explains every command in its help', async () => {
    const lines: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
    try {
      expect(await runDesktopClient(['--help'])).toBe(0);
    } finally {
      log.mockRestore();
    }
    const help = lines.join('\n');
    for (const command of ['activate', 'validate', 'deactivate', 'sign-in', 'verify']) {
      expect(help).toContain(`npm run desktop-client -- ${command}`);
    }
    expect(help).toMatch(/--login EMAIL-OR-LOGIN --password PASSWORD/);
  });

  it('deactivates, and says how to use it when called wrongly', async () => {
    const { token } = await confirmedCompany(server.testApp.app, mail);
    const [key] = await listKeys(server.testApp.app, token);
    const state = path.join(server.workDir, 'second.json');
    const common = [
      '--server',
      server.serverUrl,
      '--state',
      state,
      '--key',
      key!.key,
      '--fingerprint',
      'machine-fedcba9876543210',
    ];
    await run(['activate', ...common, '--device-name', 'Lab', '--os', 'windows', '--app-version', '2.0.1']);
    expect(await run(['deactivate', ...common])).toMatchObject({ code: 0, output: { code: 'NOT_ACTIVATED' } });
    expect((await run(['activate', ...common, '--os', 'linux', '--device-name', 'x', '--app-version', '1'])).code).toBe(
      2,
    );
    expect((await run(['launch-rockets'])).code).toBe(2);
    expect((await run(['validate', '--unknown-flag'])).code).toBe(2);
  });
});

describe(`the reference desktop client's sign-in under a rate limit on ${testDialect()}`, () => {
  const server = useListeningServer({ RATE_LIMIT_APP_SIGN_IN_ACCOUNT: '1/1m' });
  const { mail } = server;

  it('reports RATE_LIMITED with the seconds to wait', async () => {
    const { token, body } = await confirmedCompany(server.testApp.app, mail);
    const [key] = await listKeys(server.testApp.app, token);
    const state = path.join(server.workDir, 'state.json');
    const device = [
      '--server',
      server.serverUrl,
      '--state',
      state,
      '--key',
      key!.key,
      '--fingerprint',
      'machine-limits-000001',
    ];
    await run(['activate', ...device, '--device-name', 'Desk', '--os', 'macos', '--app-version', '2.0.1']);
    const signIn = ['sign-in', ...device, '--login', body.email, '--password', body.password];
    expect(await run(signIn)).toMatchObject({ code: 0, output: { valid: true } });
    const limited = await run(signIn);
    expect(limited).toMatchObject({ code: 1, output: { valid: false, code: 'RATE_LIMITED', httpStatus: 429 } });
    expect(limited.output!.retryAfterSeconds).toEqual(expect.any(Number));
    expect(limited.output!.retryAfterSeconds).toBeGreaterThan(0);
  });
});

import { unzipSync, strFromU8 } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import type { CompanyExport } from '../../../contract/api/company-export';
import type { SessionResponse } from '../../../contract/api/auth';
import { addStaff, signIn, withToken } from '../../../server-test/accounts';
import { activatedDevice, uploadCard, useCardsTestApp } from '../../../server-test/cards';
import { appMailDeps } from '../../../server-test/closure';
import { days, minutes } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';
import { newId } from '../../db/ids';
import { createTestApp } from '../../../server-test/test-app';
import { ExportRefusal } from './export-refusal';
import { type ExportDeps, requestExport } from './service';
import { exportLinkKey } from './token';
// The app's `exportWorker` decoration is declared there.
import type {} from './routes';

describe(`a company exports all its data on ${testDialect()}`, () => {
  const server = useCardsTestApp('2026-11-23T09:00:00.000Z');
  const app = () => server.testApp.app;
  const db = () => server.testApp.db;

  const request = (token: string) =>
    app().inject({ method: 'POST', url: '/api/company/export', headers: withToken(token) });
  const latest = async (token: string) =>
    (
      await app().inject({ method: 'GET', url: '/api/company/export', headers: withToken(token) })
    ).json() as CompanyExport | null;
  const download = (url: string): Promise<LightMyRequestResponse> =>
    app().inject({ method: 'GET', url: new URL(url).pathname });

  const exportDeps = (): ExportDeps => ({
    db: db(),
    clock: app().clock,
    files: server.testApp.files,
    mail: appMailDeps(server),
    vault: app().vault,
    linkKey: exportLinkKey(app().downloadKey),
    publicUrl: server.testApp.config.publicUrl,
  });

  /** An export row as a request (or a stopped process) left it, without waking the builder. */
  const seedExport = async (companyId: string, state: 'queued' | 'building'): Promise<string> => {
    const id = newId(server.time.now().getTime());
    const at = server.time.now().toISOString();
    await db()
      .insertInto('company_exports')
      .values({
        id,
        company_id: companyId,
        state,
        progress_done: 3,
        progress_total: 20,
        file_key: null,
        size_bytes: null,
        failure: null,
        requested_at: at,
        ready_at: null,
        expires_at: null,
        updated_at: at,
      })
      .execute();
    return id;
  };

  const clinicWithCard = async (name: string) => {
    const device = await activatedDevice(app(), server.mail, { companyName: name });
    const card = await uploadCard(app(), device);
    return { device, card, token: device.owner.token, email: device.owner.body.email };
  };

  const recordDecision = async (companyId: string, cardId: string) => {
    await db()
      .insertInto('card_decisions')
      .values({
        id: newId(),
        card_id: cardId,
        company_id: companyId,
        seq: 1,
        kind: 'call-request',
        request_id: newId(),
        option_index: null,
        option_title: null,
        plan_hash: 'ab'.repeat(32),
        full_name: null,
        message: '',
        phone: '+380441234567',
        preferred_time: 'after 6 pm',
        ip_hash: 'secret-ip-hash-value',
        user_agent: 'Secret-Agent/1.0',
        created_at: server.time.now().toISOString(),
      })
      .execute();
  };

  it('builds the ZIP in the background, e-mails a signed link, and the ZIP holds every section of this company only', async () => {
    const other = await clinicWithCard('Other Clinic');
    const clinic = await clinicWithCard('Сонячна клініка');
    await addStaff(app(), clinic.token, { firstName: 'Олена' });
    await recordDecision(clinic.device.companyId, clinic.card.id);

    const asked = await request(clinic.token);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual(
      expect.objectContaining({ state: 'queued', downloadUrl: null, progress: { done: 0, total: 0 } }),
    );
    await app().exportWorker.idle();

    const ready = (await latest(clinic.token))!;
    expect(ready).toEqual(
      expect.objectContaining({
        state: 'ready',
        readyAt: server.time.now().toISOString(),
        expiresAt: new Date(server.time.now().getTime() + days(7)).toISOString(),
      }),
    );
    expect(ready.progress.done).toBe(ready.progress.total);
    expect(ready.progress.total).toBeGreaterThan(11);
    const mailed = server.mail.latest(clinic.email, 'company-export-ready');
    expect(mailed.link).toBe(ready.downloadUrl);

    const zip = await download(mailed.link);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['cache-control']).toBe('private, no-store');
    // The clinic's name in its own letters, and a Latin-only name for clients that read no other.
    expect(zip.headers['content-disposition']).toBe(
      `attachment; filename=dentiqo-export-company-2026-11-23.zip; filename*=UTF-8''${encodeURIComponent(
        'dentiqo-export-сонячна-клініка-2026-11-23.zip',
      )}`,
    );
    expect(Number(zip.headers['content-length'])).toBe(ready.sizeBytes);

    const bytes = zip.rawPayload;
    const files = unzipSync(new Uint8Array(bytes));
    const names = Object.keys(files).sort();
    const cardFolder = `cards/${clinic.card.id}`;
    expect(names).toEqual(
      [
        'README.md',
        'account.json',
        'profile.json',
        'staff.json',
        'price-list.json',
        'price-list.csv',
        'device-keys.json',
        'orders.json',
        'orders.csv',
        'periods.json',
        'security-events.json',
        `${cardFolder}/card.json`,
        `${cardFolder}/decisions.json`,
        `${cardFolder}/before.jpg`,
        `${cardFolder}/after.jpg`,
      ].sort(),
    );
    const read = (name: string) => strFromU8(files[name]!);
    const parsed = (name: string) => JSON.parse(read(name)) as unknown;
    expect(read('README.md')).toContain('Format version: 1');
    expect(parsed('account.json')).toEqual(
      expect.objectContaining({ name: 'Сонячна клініка', email: clinic.email, emailConfirmed: true }),
    );
    expect(parsed('staff.json')).toEqual([expect.objectContaining({ firstName: 'Олена', role: 'doctor' })]);
    expect(parsed('device-keys.json')).toEqual(
      expect.arrayContaining([expect.objectContaining({ slot: 1, key: clinic.device.key, activated: true })]),
    );
    expect(parsed(`${cardFolder}/card.json`)).toEqual(
      expect.objectContaining({ id: clinic.card.id, state: 'active', views: 0 }),
    );
    expect(parsed(`${cardFolder}/decisions.json`)).toEqual([
      expect.objectContaining({ kind: 'call-request', phone: '+380441234567', preferredTime: 'after 6 pm' }),
    ]);
    // TextDecoder drops the byte order mark, so look for it in the bytes.
    const bom = [0xef, 0xbb, 0xbf];
    expect([...files['price-list.csv']!.subarray(0, 3)]).toEqual(bom);
    expect([...files['orders.csv']!.subarray(0, 3)]).toEqual(bom);
    expect(read('price-list.csv').startsWith('id,element_code,name,price_minor,price\r\n')).toBe(true);
    expect(read('orders.csv').startsWith('id,kind,status,')).toBe(true);

    // Nothing secret and nothing of the other clinic anywhere in the bytes (the README names what is left out).
    const everything = Object.entries(files)
      .filter(([name]) => name !== 'README.md')
      .map(([, file]) => Buffer.from(file).toString('latin1'))
      .join('\n');
    const hashes = await db().selectFrom('companies').select('password_hash').execute();
    const staffHashes = await db().selectFrom('staff').select('password_hash').execute();
    const secrets = [
      ...[...hashes, ...staffHashes].map((row) => row.password_hash),
      'password',
      'fingerprint',
      'secret-ip-hash-value',
      'Secret-Agent',
      other.card.id,
      other.device.key,
      other.email,
    ];
    expect(secrets.filter((secret) => everything.includes(secret))).toEqual([]);
  });

  it('is one at a time: a request while one is under way is 409 with it, and racing requests leave one', async () => {
    const clinic = await clinicWithCard('Busy Clinic');
    const companyId = clinic.device.companyId;
    const under = await seedExport(companyId, 'building');
    const refused = await request(clinic.token);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: expect.objectContaining({
        code: 'EXPORT_IN_PROGRESS',
        currentExport: expect.objectContaining({ id: under, state: 'building' }),
      }),
    });
    await db().deleteFrom('company_exports').where('id', '=', under).execute();

    // Racing requests (the builder not woken, so none finishes in between): the database keeps one.
    const results = await Promise.allSettled([1, 2, 3].map(() => requestExport(exportDeps(), companyId)));
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toEqual(expect.any(ExportRefusal));
    }
    const rows = await db().selectFrom('company_exports').select('id').where('company_id', '=', companyId).execute();
    expect(rows).toHaveLength(1);
    app().exportWorker.wake();
    await app().exportWorker.idle();
    expect((await latest(clinic.token))?.state).toBe('ready');
    // Once it is ready, a new one may be asked.
    expect((await request(clinic.token)).statusCode).toBe(202);
    await app().exportWorker.idle();
  });

  it("rebuilds at start-up an export a stopped process left building, once its builder's lease has run out", async () => {
    const clinic = await clinicWithCard('Restarted Clinic');
    const left = await seedExport(clinic.device.companyId, 'building');
    const leaseEnds = new Date(server.time.now().getTime() + minutes(5)).toISOString();
    await db()
      .updateTable('company_exports')
      .set({ lease_owner: 'stopped-process', lease_expires_at: leaseEnds })
      .where('id', '=', left)
      .execute();
    const restarted = await createTestApp({
      sharedDb: server.testApp.testDb,
      clock: server.time.clock,
      onMailQueued: server.mail.onMailQueued,
      env: { DATA_DIR: server.testApp.config.dataDir },
    });
    try {
      await restarted.app.ready();
      await restarted.app.exportWorker.idle();
      // Still someone else's: another process may be building it.
      const held = await db()
        .selectFrom('company_exports')
        .selectAll()
        .where('id', '=', left)
        .executeTakeFirstOrThrow();
      expect(held).toEqual(expect.objectContaining({ state: 'building', lease_owner: 'stopped-process' }));
      server.time.set(leaseEnds);
      restarted.app.exportWorker.wake();
      await restarted.app.exportWorker.idle();
    } finally {
      await restarted.close();
    }
    const row = await db().selectFrom('company_exports').selectAll().where('id', '=', left).executeTakeFirstOrThrow();
    expect(row).toEqual(expect.objectContaining({ state: 'ready', failure: null }));
    expect(row.progress_done).toBe(row.progress_total);
    expect(server.mail.latest(clinic.email, 'company-export-ready').link).toContain(`/api/exports/${left}.`);
    expect((await download(server.mail.latest(clinic.email, 'company-export-ready').link)).statusCode).toBe(200);
  });

  it("is the owner's alone: staff get 403", async () => {
    const clinic = await clinicWithCard('Staffed Clinic');
    const admin = await addStaff(app(), clinic.token, { role: 'admin' });
    const session = (await signIn(app(), admin.body.login, admin.body.password)).json() as SessionResponse;
    expect((await request(session.token)).statusCode).toBe(403);
    const read = await app().inject({ method: 'GET', url: '/api/company/export', headers: withToken(session.token) });
    expect(read.statusCode).toBe(403);
    expect(await latest(clinic.token)).toBeNull();
  });
});

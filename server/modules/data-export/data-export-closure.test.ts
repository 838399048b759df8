import type { CompanyExport } from '../../../contract/api/company-export';
import { post, withToken } from '../../../server-test/accounts';
import { activatedDevice, uploadCard, useCardsTestApp } from '../../../server-test/cards';
import { appMailDeps, closureDepsOf } from '../../../server-test/closure';
import { days } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';
import { newId } from '../../db/ids';
import type { FileStore } from '../../storage/file-store';
import { closeNow } from '../closure/service';
import { companyById } from '../companies/service';
import { housekeepOnce } from '../housekeeping/service';
import { buildExport } from './build';
import { exportLinkKey } from './token';
// The app's `exportWorker` decoration is declared there.
import type {} from './routes';

const silent = { info: () => undefined, error: () => undefined };

describe(`data exports, housekeeping and the closure on ${testDialect()}`, () => {
  const server = useCardsTestApp('2026-11-23T09:00:00.000Z');
  const app = () => server.testApp.app;
  const db = () => server.testApp.db;
  const request = (token: string) =>
    app().inject({ method: 'POST', url: '/api/company/export', headers: withToken(token) });
  const exportsOf = (companyId: string) =>
    db().selectFrom('company_exports').selectAll().where('company_id', '=', companyId).execute();

  it('may be asked while a closure is pending; the erasure deletes the exports and their ZIPs; once erasing, refused', async () => {
    const device = await activatedDevice(app(), server.mail);
    await uploadCard(app(), device);
    const { token, body } = device.owner;
    const closing = await post(
      app(),
      '/api/company/closure',
      { email: body.email, password: body.password },
      withToken(token),
    );
    expect(closing.statusCode).toBe(202);

    expect((await request(token)).statusCode).toBe(202);
    await app().exportWorker.idle();
    const [ready] = await exportsOf(device.companyId);
    expect(ready).toEqual(expect.objectContaining({ state: 'ready' }));
    expect(await server.testApp.files.exists(ready!.file_key!)).toBe(true);

    await closeNow(closureDepsOf(server), (await companyById(db(), device.companyId))!);
    expect(await exportsOf(device.companyId)).toEqual([]);
    expect(await server.testApp.files.list(`exports/${device.companyId}`)).toEqual([]);

    const other = await activatedDevice(app(), server.mail);
    await db()
      .insertInto('company_closures')
      .values({
        company_id: other.companyId,
        state: 'erasing',
        requested_by: 'operator',
        requested_at: server.time.now().toISOString(),
        scheduled_for: server.time.now().toISOString(),
        contact_email: other.owner.body.email,
        contact_name: 'Other',
        contact_language: 'en',
        cancelled_at: null,
        finished_at: null,
        updated_at: server.time.now().toISOString(),
      })
      .execute();
    const refused = await request(other.owner.token);
    expect({ status: refused.statusCode, code: refused.json().code }).toEqual({ status: 409, code: 'CONFLICT' });
    expect(await exportsOf(other.companyId)).toEqual([]);
  });

  it('marks a build the file store refuses as failed with the reason, leaves no file, and lets the owner ask again', async () => {
    const device = await activatedDevice(app(), server.mail);
    await db()
      .insertInto('company_exports')
      .values({
        id: newId(server.time.now().getTime()),
        company_id: device.companyId,
        state: 'queued',
        file_key: null,
        size_bytes: null,
        failure: null,
        requested_at: server.time.now().toISOString(),
        ready_at: null,
        expires_at: null,
        updated_at: server.time.now().toISOString(),
      })
      .execute();
    const [queued] = await exportsOf(device.companyId);
    const files = server.testApp.files;
    const full: FileStore = Object.assign(Object.create(files) as FileStore, {
      put: async () => {
        throw new Error('ENOSPC: no space left on device');
      },
    });
    const deps = {
      db: db(),
      clock: server.time.clock,
      files: full,
      mail: appMailDeps(server),
      vault: app().vault,
      linkKey: exportLinkKey(app().downloadKey),
      publicUrl: server.testApp.config.publicUrl,
    };
    await buildExport(deps, queued!, 'test-builder', () => false, silent);
    const [failed] = await exportsOf(device.companyId);
    expect(failed).toEqual(
      expect.objectContaining({ state: 'failed', file_key: null, failure: 'ENOSPC: no space left on device' }),
    );
    expect(await files.list(`exports/${device.companyId}`)).toEqual([]);
    expect((await request(device.owner.token)).statusCode).toBe(202);
    await app().exportWorker.idle();
  });

  it('housekeeping deletes exports 7 days after they are ready, file and row, and keeps younger ones', async () => {
    const older = await activatedDevice(app(), server.mail);
    const younger = await activatedDevice(app(), server.mail);
    expect((await request(older.owner.token)).statusCode).toBe(202);
    await app().exportWorker.idle();
    server.time.advance(days(1));
    expect((await request(younger.owner.token)).statusCode).toBe(202);
    await app().exportWorker.idle();
    const [old] = await exportsOf(older.companyId);

    server.time.advance(days(6));
    await housekeepOnce(db(), server.time.clock, silent, closureDepsOf(server));
    expect(await exportsOf(older.companyId)).toEqual([]);
    expect(await server.testApp.files.exists(old!.file_key!)).toBe(false);
    const [young] = await exportsOf(younger.companyId);
    expect(young).toEqual(expect.objectContaining({ state: 'ready' }));
    expect(await server.testApp.files.exists(young!.file_key!)).toBe(true);
    const latest = await app().inject({
      method: 'GET',
      url: '/api/company/export',
      headers: withToken(younger.owner.token),
    });
    expect((latest.json() as CompanyExport).state).toBe('ready');
  });
});

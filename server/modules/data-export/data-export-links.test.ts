import type { LightMyRequestResponse } from 'fastify';
import type { CompanyExport } from '../../../contract/api/company-export';
import { withToken } from '../../../server-test/accounts';
import { activatedDevice, useCardsTestApp } from '../../../server-test/cards';
import { days } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';
import { newId } from '../../db/ids';
// The app's `exportWorker` decoration is declared there.
import type {} from './routes';
import { purgeExpiredExports } from './service';

describe(`a data export's link on ${testDialect()}`, () => {
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
  const clinicWithCard = async (name: string) => {
    const device = await activatedDevice(app(), server.mail, { companyName: name });
    return { device, token: device.owner.token };
  };

  it('answers 404 to a tampered or unknown link, and to an expired one before housekeeping runs; housekeeping then deletes the file', async () => {
    const clinic = await clinicWithCard('Expiring Clinic');
    await request(clinic.token);
    await app().exportWorker.idle();
    const ready = (await latest(clinic.token))!;
    const url = ready.downloadUrl!;
    const [id, signature] = new URL(url).pathname.split('/').at(-1)!.split('.');
    // The last character's spare bits too: another spelling of the same bytes is not the link either.
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    const respelled = `${signature!.slice(0, -1)}${String.fromCharCode(signature!.charCodeAt(42) ^ 1)}`;
    for (const bad of [
      `/api/exports/${id}.${flipped}`,
      `/api/exports/${id}.${respelled}`,
      `/api/exports/${newId()}.${signature}`,
      '/api/exports/nope',
    ]) {
      const answer = await app().inject({ method: 'GET', url: bad });
      expect({ bad, status: answer.statusCode, code: answer.json().code }).toEqual({
        bad,
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    expect((await download(url)).statusCode).toBe(200);

    const fileKey = (
      await db().selectFrom('company_exports').select('file_key').where('id', '=', ready.id).executeTakeFirstOrThrow()
    ).file_key!;
    expect(await server.testApp.files.exists(fileKey)).toBe(true);
    server.time.advance(days(7));
    expect((await download(url)).statusCode).toBe(404);
    expect(await latest(clinic.token)).toBeNull();

    expect(
      await purgeExpiredExports({ db: db(), files: server.testApp.files }, server.time.now()),
    ).toBeGreaterThanOrEqual(1);
    expect(await server.testApp.files.exists(fileKey)).toBe(false);
    const left = await db().selectFrom('company_exports').select('id').where('id', '=', ready.id).execute();
    expect(left).toEqual([]);
  });
});

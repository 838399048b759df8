import { closureDepsOf } from '../../../server-test/closure';
import { type Account, type SessionResponse } from '../../../contract/api/auth';
import { closureGraceDays } from '../../../contract/rules/closure';
import { signIn, withToken } from '../../../server-test/accounts';
import {
  type ActivatedDevice,
  activatedDevice,
  cardFolders,
  cardParts,
  postCard,
  uploadCard,
  useCardsTestApp,
} from '../../../server-test/cards';
import { activateBody, callApp, listKeys, newFingerprint, newNonce } from '../../../server-test/licensing';
import { days, minutes } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';
import { ClosureRefusal } from './closure-refusal';
import { cancelClosure, runDueClosures, scheduleClosure } from './service';
import { companyById } from '../companies/service';
import { housekeepOnce } from '../housekeeping/service';

describe(`closing a company with a grace period on ${testDialect()}`, () => {
  const server = useCardsTestApp('2026-11-23T09:00:00.000Z');
  const { time, mail } = server;
  const app = () => server.testApp.app;
  const deps = () => closureDepsOf(server);
  let device: ActivatedDevice;
  let previewLink: string;

  beforeAll(async () => {
    device = await activatedDevice(app(), mail, { language: 'uk', companyName: 'Усмішка' });
    previewLink = (await uploadCard(app(), device)).previewLink;
  });

  const company = async () => (await companyById(server.testApp.db, device.companyId))!;
  const validate = () =>
    callApp(app(), '/api/app/validate', {
      key: device.key,
      fingerprint: device.fingerprint,
      appVersion: '1.4.0',
      nonce: newNonce(),
    });
  const ownerSignIn = async () => {
    const response = await signIn(app(), device.owner.body.email, device.owner.body.password);
    return { status: response.statusCode, account: (response.json() as SessionResponse).account };
  };
  const outboxOf = (kind: string) =>
    server.testApp.db.selectFrom('mail_outbox').selectAll().where('kind', '=', kind).execute();

  it('schedules the erasure in 30 days and e-mails the owner, in their language, what happens, when, and how to cancel', async () => {
    const { scheduledFor } = await scheduleClosure(deps(), await company(), 'owner');
    expect(scheduledFor).toBe(new Date(time.now().getTime() + days(closureGraceDays)).toISOString());
    const [scheduled] = await outboxOf('closure-scheduled');
    expect(scheduled).toMatchObject({ company_id: device.companyId, to_address: device.owner.body.email });
    expect(scheduled!.subject).toBe('Обліковий запис Dentiqo 3D буде закрито 23 грудня 2026 р.');
    expect(scheduled!.text_body).toContain('Усмішка');
    expect(scheduled!.text_body).toContain('http://localhost:3000/sign-in');
    expect(mail.latest(device.owner.body.email, 'closure-scheduled').link).toBe('http://localhost:3000/sign-in');
    await expect(scheduleClosure(deps(), await company(), 'owner')).rejects.toEqual(
      new ClosureRefusal({ kind: 'already-closing', scheduledFor }),
    );
  });

  it('while pending: keys are refused with COMPANY_CLOSING, the card is not found, and sign-in shows the closure', async () => {
    expect(await validate()).toEqual({ valid: false, code: 'COMPANY_CLOSING' });
    const [, second] = await listKeys(app(), device.owner.token);
    expect(await callApp(app(), '/api/app/activate', activateBody(second!.key, newFingerprint()))).toEqual({
      valid: false,
      code: 'COMPANY_CLOSING',
    });
    const upload = await postCard(app(), await cardParts(device));
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toMatchObject({ code: 'LICENSE_NOT_VALID', licenseCode: 'COMPANY_CLOSING' });

    const card = await app().inject({ url: `/api/cards/${previewLink}` });
    expect({ status: card.statusCode, code: card.json().code }).toEqual({ status: 404, code: 'NOT_FOUND' });
    const unknown = await app().inject({ url: `/preview/${'x'.repeat(previewLink.length)}` });
    const page = await app().inject({ url: `/preview/${previewLink}` });
    expect(page.statusCode).toBe(unknown.statusCode);

    const signedIn = await ownerSignIn();
    expect(signedIn.status).toBe(200);
    expect(signedIn.account.closure).toEqual({ scheduledFor: expect.any(String) });
    const me = await app().inject({ url: '/api/account', headers: withToken(device.owner.token) });
    expect((me.json() as Account).closure).toEqual(signedIn.account.closure);
  });

  it('cancelled: everything works again, the owner is told, and a second cancel is refused', async () => {
    await cancelClosure(deps(), await company());
    const [cancelled] = await outboxOf('closure-cancelled');
    expect(cancelled).toMatchObject({ to_address: device.owner.body.email });
    expect(cancelled!.subject).toBe('Закриття облікового запису Dentiqo 3D скасовано');
    expect((await validate()).code).toBe('VALID');
    expect((await app().inject({ url: `/api/cards/${previewLink}` })).statusCode).toBe(200);
    expect((await ownerSignIn()).account.closure).toBeUndefined();
    await expect(cancelClosure(deps(), await company())).rejects.toEqual(new ClosureRefusal({ kind: 'not-pending' }));
  });

  it('on the day, housekeeping erases the company, its files too, and a final e-mail goes to the captured address', async () => {
    await scheduleClosure(deps(), await company(), 'owner');
    const logged: unknown[] = [];
    const log = { info: (entry: unknown) => logged.push(entry), error: (entry: unknown) => logged.push(entry) };
    const housekeep = () => housekeepOnce(server.testApp.db, time.clock, log, deps());
    time.advance(days(closureGraceDays) - minutes(1));
    await housekeep();
    expect(await cardFolders(server.testApp)).toHaveLength(1);

    time.advance(minutes(1));
    await housekeep();
    expect(logged).toContainEqual({ companies: [device.companyId] });
    expect(await cardFolders(server.testApp)).toEqual([]);
    const [done] = await outboxOf('closure-done');
    expect(done).toMatchObject({ company_id: null, to_address: device.owner.body.email });
    expect(done!.subject).toBe('Обліковий запис Dentiqo 3D закрито');
    expect(done!.text_body).toContain('Усмішка');
    expect((await ownerSignIn()).status).toBe(401);
    expect(await validate()).toEqual({ valid: false, code: 'UNKNOWN_KEY' });
    expect((await app().inject({ url: `/api/cards/${previewLink}` })).statusCode).toBe(404);
    // Nothing is left to do.
    expect(await runDueClosures(deps())).toEqual([]);
  });
});

import { createMailSender } from '../../modules/mail/sender';
import { recordingTransport, silentLog } from '../../../server-test/mail';
import { type RunOps, opsAgainst, tempDir } from '../../../server-test/ops';
import { type Seeded, seedNow, seedOpsData } from '../../../server-test/ops-seed';
import { type TestDb, createTestDb, testDialect } from '../../../server-test/test-db';

describe(`ops mail:retry and sessions:revoke on ${testDialect()}`, () => {
  const files = tempDir('dentiqo-ops-mail-');
  let testDb: TestDb;
  let seeded: Seeded;
  let ops: RunOps;

  beforeEach(async () => {
    testDb = await createTestDb();
    seeded = await seedOpsData(testDb.db);
    ops = opsAgainst(testDb.databaseUrl, files.dir);
  });
  afterEach(async () => {
    await testDb.destroy();
  });
  afterAll(() => files.remove());

  const outbox = async () =>
    Object.fromEntries(
      (await testDb.db.selectFrom('mail_outbox').selectAll().execute()).map((row) => [row.id, row] as const),
    );

  // The sender of a running server (MAIL_MAX_ATTEMPTS default), at the seeded moment.
  const deliverOnce = async () => {
    const transport = recordingTransport();
    const sender = createMailSender({
      db: testDb.db,
      transport,
      from: '"Dentiqo 3D" <no-reply@dentiqo.example>',
      clock: () => seedNow,
      log: silentLog,
      maxAttempts: 12,
      retryBaseMs: 30_000,
      retryMaxMs: 3_600_000,
    });
    await sender.runOnce();
    return transport.sent.map((mail) => mail.outboxId).sort();
  };

  it('re-queues failed and stuck mail only, and the sender then delivers each of them once', async () => {
    const { failed, stuck, overAttempts, leased, sent, due } = seeded.mail;
    const before = await outbox();
    const result = await ops(['mail:retry']);
    expect(result).toEqual({
      code: 0,
      err: '',
      out: [
        `${failed}\temail-confirmation\towner@clinic.example\twas failed after 12 attempt(s)\tECONNREFUSED connect`,
        `${stuck}\temail-confirmation\towner@clinic.example\twas sending after 3 attempt(s)\t-`,
        `${overAttempts}\temail-confirmation\towner@clinic.example\twas pending after 12 attempt(s)\t421 try later`,
        'Re-queued 3 message(s).',
      ].join('\n'),
    });
    const after = await outbox();
    for (const id of [failed, stuck, overAttempts]) {
      expect(after[id]).toMatchObject({
        status: 'pending',
        attempts: 0,
        next_attempt_at: seedNow.toISOString(),
        lease_owner: null,
        lease_expires_at: null,
        text_body: before[id]!.text_body,
        message_id: before[id]!.message_id,
      });
    }
    for (const id of [leased, sent, due]) expect(after[id]).toEqual(before[id]);

    expect(await deliverOnce()).toEqual([failed, stuck, overAttempts].sort());
    expect(await deliverOnce()).toEqual([]);
    expect(await ops(['mail:retry'])).toEqual({ code: 0, err: '', out: 'Re-queued 0 message(s).' });
  });

  it('mail:retry --id re-queues one message, and explains why it will not touch another', async () => {
    const { failed, leased, sent, due } = seeded.mail;
    const result = await ops(['mail:retry', '--id', failed, '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out)).toEqual({
      requeued: [
        {
          id: failed,
          kind: 'email-confirmation',
          to_address: 'owner@clinic.example',
          status: 'failed',
          attempts: 12,
          last_error: 'ECONNREFUSED connect',
        },
      ],
    });
    expect((await outbox())[seeded.mail.stuck]!.status).toBe('sending');

    expect(await ops(['mail:retry', '--id', sent])).toEqual({
      code: 1,
      out: '',
      err: `mail:retry: message ${sent} was sent at 2026-12-01T11:00:00.000Z; it is not sent again`,
    });
    expect(await ops(['mail:retry', '--id', leased])).toEqual({
      code: 1,
      out: '',
      err: `mail:retry: message ${leased} is being sent right now (lease until 2026-12-01T12:30:00.000Z)`,
    });
    expect(await ops(['mail:retry', '--id', due])).toEqual({
      code: 1,
      out: '',
      err: `mail:retry: message ${due} is already queued (next attempt at 2026-12-01T13:00:00.000Z)`,
    });
    expect(await ops(['mail:retry', '--id', 'no-such-id'])).toEqual({
      code: 1,
      out: '',
      err: 'mail:retry: no outbox message has the id no-such-id',
    });
    expect((await ops(['mail:retry', 'all'])).code).toBe(2);
  });

  it("sessions:revoke signs a company's owner and staff out and says how many sessions it ended", async () => {
    const [first, second] = seeded.companies as [Seeded['companies'][number], Seeded['companies'][number]];
    const live = (companyId: string) =>
      testDb.db
        .selectFrom('sessions')
        .select('id')
        .where('company_id', '=', companyId)
        .where('revoked_at', 'is', null)
        .execute();
    expect(await live(first.id)).toHaveLength(seeded.liveSessionsOfFirst);

    expect(await ops(['sessions:revoke', first.email.toLowerCase()])).toEqual({
      code: 0,
      err: '',
      out: `Revoked 2 session(s) of Клініка «Усмішка» 😀 <${first.email}> (${first.id}).`,
    });
    expect(await live(first.id)).toEqual([]);
    expect(await live(second.id)).toHaveLength(1);
    const revoked = await testDb.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('company_id', '=', first.id)
      .execute();
    expect(revoked.map((row) => row.revoked_at).sort()).toEqual(
      ['2026-12-01T10:00:00.000Z', seedNow.toISOString(), seedNow.toISOString()].sort(),
    );

    expect((await ops(['sessions:revoke', first.id])).out).toBe(
      `Revoked 0 session(s) of Клініка «Усмішка» 😀 <${first.email}> (${first.id}).`,
    );

    // The owner sees both in Settings, as done by the service, not by anyone of the clinic.
    const events = await testDb.db
      .selectFrom('security_events')
      .select(['company_id', 'type', 'actor_kind', 'actor_label', 'ip', 'details_json'])
      .where('type', '=', 'sessions-revoked')
      .orderBy('at')
      .orderBy('id')
      .execute();
    const system = {
      company_id: first.id,
      type: 'sessions-revoked',
      actor_kind: 'system',
      actor_label: 'ops',
      ip: null,
    };
    expect(events).toEqual([
      { ...system, details_json: JSON.stringify({ sessions: '2' }) },
      { ...system, details_json: JSON.stringify({ sessions: '0' }) },
    ]);
  });
});

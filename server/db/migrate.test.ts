import { sql } from 'kysely';
import { type TestDb, createTestDb, testDialect } from '../../server-test/test-db';
import { newId } from './ids';
import { migrateToLatest, pendingMigrations } from './migrate';
import { migrations } from './migration-list';
import type { NewCompany, NewLinkToken, NewOutboxMail } from './tables';

const now = '2026-11-22T10:00:00.000Z';

// better-sqlite3's native binding keeps the error class of the first jest sandbox that loaded it, so a later
// test file's errors come from another realm and `rejects.toThrow` does not see them: compare messages instead.
const failureOf = async (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'no failure',
    (error: unknown) => String((error as Error)?.message),
  );

const company = (email: string): NewCompany => ({
  id: newId(),
  name: 'Smile Clinic',
  email,
  email_normalized: email.trim().toLowerCase(),
  password_hash: 'argon2id-hash',
  language: 'en',
  email_confirmed_at: null,
  created_at: now,
  updated_at: now,
});

describe(`migrations on ${testDialect()}`, () => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb({ migrate: false });
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('opens the dialect the project runs on', () => {
    expect(testDb.dialect).toBe(testDialect());
  });

  // The pragmas exist on SQLite only; the PostgreSQL run has no counterpart to check, so it defines no test here.
  if (testDialect() === 'sqlite') {
    it('runs SQLite in WAL mode with foreign keys and a busy timeout', async () => {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(testDb.db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
    });
  }

  it('reports every migration as pending on an empty database', async () => {
    expect(await pendingMigrations(testDb.db)).toEqual(Object.keys(migrations));
  });

  it('applies them all, then nothing the second time', async () => {
    expect(await migrateToLatest(testDb.db)).toEqual(Object.keys(migrations));
    expect(await pendingMigrations(testDb.db)).toEqual([]);
    expect(await migrateToLatest(testDb.db)).toEqual([]);
  });

  it('creates the companies and sessions tables with their columns', async () => {
    const tables = await testDb.db.introspection.getTables();
    const columns = (name: string) =>
      tables
        .find((table) => table.name === name)
        ?.columns.map((column) => column.name)
        .sort();
    expect(columns('companies')).toEqual(
      [
        'id',
        'name',
        'email',
        'email_normalized',
        'password_hash',
        'language',
        'email_confirmed_at',
        'created_at',
        'updated_at',
        'country',
        'city',
        'ceo',
        'contact_person',
        'phone',
        'avatar_file',
        'currency',
        'platform_token_encrypted',
        'platform_linked_at',
        'address',
        'website',
      ].sort(),
    );
    expect(columns('sessions')).toEqual(
      [
        'id',
        'company_id',
        'token_hash',
        'role',
        'staff_id',
        'created_at',
        'last_seen_at',
        'expires_at',
        'revoked_at',
      ].sort(),
    );
  });

  it('creates the link token, outbox and rate-limit tables with their columns', async () => {
    const tables = await testDb.db.introspection.getTables();
    const columns = (name: string) =>
      tables
        .find((table) => table.name === name)
        ?.columns.map((column) => column.name)
        .sort();
    expect(columns('link_tokens')).toEqual(
      [
        'id',
        'company_id',
        'purpose',
        'token_hash',
        'email',
        'created_at',
        'expires_at',
        'used_at',
        'revoked_at',
      ].sort(),
    );
    expect(columns('mail_outbox')).toEqual(
      [
        'id',
        'kind',
        'company_id',
        'to_address',
        'subject',
        'text_body',
        'html_body',
        'message_id',
        'status',
        'attempts',
        'next_attempt_at',
        'lease_owner',
        'lease_expires_at',
        'last_error',
        'created_at',
        'updated_at',
        'sent_at',
      ].sort(),
    );
    expect(columns('rate_limits')).toEqual(['key', 'hits', 'window_ends_at'].sort());
  });

  it('checks link token purposes and outbox states, and keeps hashes and Message-IDs unique', async () => {
    const owner = company('links@example.com');
    await testDb.db.insertInto('companies').values(owner).execute();
    const token = (purpose: string, hash: string) =>
      ({
        id: newId(),
        company_id: owner.id,
        purpose,
        token_hash: hash,
        email: owner.email_normalized,
        created_at: now,
        expires_at: now,
      }) as NewLinkToken;
    await testDb.db.insertInto('link_tokens').values(token('password-reset', 'h1')).execute();
    expect(await failureOf(testDb.db.insertInto('link_tokens').values(token('login', 'h2')).execute())).toMatch(
      /check/i,
    );
    expect(
      await failureOf(testDb.db.insertInto('link_tokens').values(token('email-confirmation', 'h1')).execute()),
    ).toMatch(/unique/i);

    const mail = (status: string, messageId: string) =>
      ({
        id: newId(),
        kind: 'email-confirmation',
        company_id: owner.id,
        to_address: owner.email,
        subject: 's',
        text_body: 't',
        html_body: 'h',
        message_id: messageId,
        status,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      }) as NewOutboxMail;
    await testDb.db.insertInto('mail_outbox').values(mail('pending', '<m1@x>')).execute();
    expect(await failureOf(testDb.db.insertInto('mail_outbox').values(mail('lost', '<m2@x>')).execute())).toMatch(
      /check/i,
    );
    expect(await failureOf(testDb.db.insertInto('mail_outbox').values(mail('pending', '<m1@x>')).execute())).toMatch(
      /unique/i,
    );
    const stored = await testDb.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('message_id', '=', '<m1@x>')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'pending', attempts: 0 });

    // Deleting the company takes its links along but keeps its mail (without the company) for an operator.
    await testDb.db.deleteFrom('companies').where('id', '=', owner.id).execute();
    expect(await testDb.db.selectFrom('link_tokens').select('id').where('company_id', '=', owner.id).execute()).toEqual(
      [],
    );
    const orphan = await testDb.db
      .selectFrom('mail_outbox')
      .select('company_id')
      .where('message_id', '=', '<m1@x>')
      .executeTakeFirstOrThrow();
    expect(orphan.company_id).toBeNull();
  });

  it('returns stored timestamps as the same ISO strings', async () => {
    const row = company('iso@example.com');
    await testDb.db.insertInto('companies').values(row).execute();
    const stored = await testDb.db
      .selectFrom('companies')
      .select(['created_at', 'email_confirmed_at'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ created_at: now, email_confirmed_at: null });
  });

  it('reads timestamp expressions as ISO strings too', async () => {
    const expression =
      testDb.dialect === 'postgres'
        ? sql<string>`timestamptz '2026-11-22 12:00:00+02'`
        : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', '2026-11-22 10:00:00')`;
    const { rows } = await sql<{ at: string }>`select ${expression} as at`.execute(testDb.db);
    expect(rows[0]?.at).toBe('2026-11-22T10:00:00.000Z');
  });

  it('keeps e-mails unique case-insensitively through email_normalized', async () => {
    await testDb.db.insertInto('companies').values(company('Owner@Example.com')).execute();
    expect(await failureOf(testDb.db.insertInto('companies').values(company('owner@example.COM')).execute())).toMatch(
      /unique/i,
    );
  });

  it('rejects a language outside en, ru, uk', async () => {
    const row = { ...company('lang@example.com'), language: 'de' } as unknown as NewCompany;
    expect(await failureOf(testDb.db.insertInto('companies').values(row).execute())).toMatch(/check/i);
  });

  it('enforces the session → company foreign key and cascades deletes', async () => {
    const session = (companyId: string) => ({
      id: newId(),
      company_id: companyId,
      token_hash: newId(),
      role: 'owner' as const,
      created_at: now,
      last_seen_at: now,
      expires_at: now,
      revoked_at: null,
    });
    expect(await failureOf(testDb.db.insertInto('sessions').values(session(newId())).execute())).toMatch(
      /foreign key/i,
    );

    const owner = company('cascade@example.com');
    await testDb.db.insertInto('companies').values(owner).execute();
    await testDb.db.insertInto('sessions').values(session(owner.id)).execute();
    await testDb.db.deleteFrom('companies').where('id', '=', owner.id).execute();
    const left = await testDb.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('company_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(left.count).toBe(0);
  });

  it('keeps token hashes unique', async () => {
    const owner = company('tokens@example.com');
    await testDb.db.insertInto('companies').values(owner).execute();
    const values = {
      company_id: owner.id,
      token_hash: 'same-hash',
      role: 'owner' as const,
      created_at: now,
      last_seen_at: now,
      expires_at: now,
    };
    await testDb.db
      .insertInto('sessions')
      .values({ id: newId(), ...values })
      .execute();
    expect(
      await failureOf(
        testDb.db
          .insertInto('sessions')
          .values({ id: newId(), ...values })
          .execute(),
      ),
    ).toMatch(/unique/i);
  });

  it('answers select 1', async () => {
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(testDb.db);
    expect(rows).toEqual([{ one: 1 }]);
  });
});

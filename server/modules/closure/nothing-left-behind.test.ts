import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeEmail } from '../../../contract/rules/account';
import { type CatalogueRow, catalogueRows } from '../../../server-test/catalogue';
import { type RunOps, opsAgainst, tempDir } from '../../../server-test/ops';
import { type Seeded, seedNow, seedOpsData } from '../../../server-test/ops-seed';
import { type TestDb, createTestDb, testDialect } from '../../../server-test/test-db';
import { consumeRateLimit } from '../rate-limits/service';

const put = (file: string): void => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'bytes');
};

/** Every file under `dir`, relative to it. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

describe(`closing a company leaves nothing of it behind on ${testDialect()}`, () => {
  const data = tempDir('dentiqo-closure-');
  let testDb: TestDb;
  let seeded: Seeded;
  let ops: RunOps;
  /** The rate-limit keys of the closing company's subjects (digests, so no marker finds them). */
  let closingCounters: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDb();
    seeded = await seedOpsData(testDb.db);
    ops = opsAgainst(testDb.databaseUrl, data.dir);
    const db = testDb.db;
    const [closing, kept] = seeded.companies;
    // The seed's counters name an address in clear; the app's hold digests, so count as the app does instead.
    await db.deleteFrom('rate_limits').execute();
    const limit = { max: 5, windowMs: 3_600_000 };
    await consumeRateLimit(db, 'sign-in', 'account', normalizeEmail(kept!.email), limit, seedNow);
    await consumeRateLimit(db, 'sign-in', 'ip', '203.0.113.7', limit, seedNow);
    const keysOfOthers = (await db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
    for (const subject of [normalizeEmail(closing!.email), seeded.staff[0]!.login.toLowerCase(), closing!.id]) {
      await consumeRateLimit(db, 'sign-in', 'account', subject, limit, seedNow);
    }
    closingCounters = (await db.selectFrom('rate_limits').select('key').execute())
      .map((row) => row.key)
      .filter((key) => !keysOfOthers.includes(key));
    // Mail the seed left failed or stuck for nobody in particular would be doctor's finding, not the closure's.
    await db.deleteFrom('mail_outbox').where('company_id', 'is', null).where('status', '!=', 'sent').execute();
    await db
      .updateTable('mail_outbox')
      .set({ status: 'pending', attempts: 1, next_attempt_at: '2026-12-01T13:00:00.000Z' })
      .where('id', '=', seeded.mail.failed)
      .execute();
    // Files: both companies' logos, the closing one's card files, the installers.
    for (const [company, logo] of [
      [closing!, `${'a'.repeat(32)}.png`],
      [kept!, `${'b'.repeat(32)}.png`],
    ] as const) {
      await db.updateTable('companies').set({ avatar_file: logo }).where('id', '=', company.id).execute();
      put(path.join(data.dir, 'uploads', 'avatars', logo));
    }
    const cardFiles = await db
      .selectFrom('treatment_cards')
      .innerJoin('treatment_card_files', 'treatment_card_files.card_id', 'treatment_cards.id')
      .select(['treatment_cards.storage_dir', 'treatment_card_files.name'])
      .execute();
    for (const file of cardFiles) put(path.join(data.dir, 'uploads', 'cards', file.storage_dir, file.name));
    put(path.join(data.dir, ...seeded.exportFileKey.split('/')));
    for (const release of await db.selectFrom('releases').select('storage_name').execute()) {
      put(path.join(data.dir, 'releases', release.storage_name));
    }
  });
  afterAll(async () => {
    await testDb.destroy();
    data.remove();
  });

  it('erases every row and file of it except its orders, leaves the other companies as they were, and doctor finds nothing', async () => {
    const db = testDb.db;
    const closing = seeded.companies[0]!;
    expect(await ops(['doctor'])).toEqual({ code: 0, out: 'No problems found.', err: '' });

    // What identifies the closing company's data anywhere: its id, address and name, and the id of every row that
    // carries its id (staff, keys, cards, …), found through the catalogue so a future table counts too.
    const before = await catalogueRows(db);
    const rowIdsOf = (rows: CatalogueRow[]) =>
      rows.filter(({ row }) => row.company_id === closing.id && typeof row.id === 'string').map(({ row }) => row.id);
    const markers = [closing.id, normalizeEmail(closing.email), closing.name, ...rowIdsOf(before)] as string[];
    const cardDirs = before.filter(({ table }) => table === 'treatment_cards').map(({ row }) => row.storage_dir);
    markers.push(...(cardDirs as string[]), ...seeded.staff.map((member) => member.login.toLowerCase()));
    expect(closingCounters).toHaveLength(3);
    markers.push(...closingCounters);
    const mentionsClosing = (json: string) =>
      markers.some((marker) => json.toLowerCase().includes(marker.toLowerCase()));
    const filesBefore = filesUnder(data.dir);

    const result = await ops(['company:close', '--now', closing.email]);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain(`Closed ${closing.name}`);

    const after = await catalogueRows(db);
    const left = after.filter(({ json }) => mentionsClosing(json));
    const byTable = (table: string) => left.filter((entry) => entry.table === table).map(({ row }) => row);
    // What is allowed to stay: its orders, the empty company row they point at, the closure's own record and the
    // final e-mail to the address the closure captured.
    expect([...new Set(left.map(({ table }) => table))].sort()).toEqual([
      'companies',
      'company_closures',
      'mail_outbox',
      'orders',
    ]);
    expect(
      byTable('orders')
        .map((order) => [order.id, order.status])
        .sort(),
    ).toEqual(
      [
        [seeded.orders.paid, 'paid'],
        [seeded.orders.pending, 'cancelled'],
      ].sort(),
    );
    expect(byTable('companies')).toEqual([
      expect.objectContaining({
        id: closing.id,
        name: '',
        email: '',
        email_normalized: `erased:${closing.id}`,
        password_hash: '',
        country: null,
        city: '',
        phone: null,
        avatar_file: null,
        platform_token_encrypted: null,
      }),
    ]);
    expect(byTable('company_closures')).toEqual([
      expect.objectContaining({ state: 'erased', contact_email: '', contact_name: '', files_json: '[]' }),
    ]);
    expect(byTable('mail_outbox')).toEqual([
      expect.objectContaining({ kind: 'closure-done', company_id: null, to_address: closing.email }),
    ]);

    // Every other row is exactly as it was.
    const othersBefore = before
      .filter(({ json }) => !mentionsClosing(json))
      .map(({ table, json }) => `${table} ${json}`);
    const othersAfter = after.filter(({ json }) => !mentionsClosing(json)).map(({ table, json }) => `${table} ${json}`);
    expect(othersAfter.sort()).toEqual(othersBefore.sort());

    // The closing company's files are gone; the other company's logo and the installers stay.
    const filesAfter = filesUnder(data.dir);
    const removed = filesBefore.filter((file) => !filesAfter.includes(file));
    expect(removed.sort()).toEqual(
      [
        path.join('uploads', 'avatars', `${'a'.repeat(32)}.png`),
        path.join(...seeded.exportFileKey.split('/')),
        ...before
          .filter(({ table }) => table === 'treatment_card_files')
          .map(({ row }) => {
            const card = before.find((entry) => entry.table === 'treatment_cards' && entry.row.id === row.card_id)!;
            return path.join('uploads', 'cards', card.row.storage_dir as string, row.name as string);
          }),
      ].sort(),
    );
    expect(filesAfter.filter((file) => !filesBefore.includes(file))).toEqual([]);
    expect(filesAfter).toContain(path.join('uploads', 'avatars', `${'b'.repeat(32)}.png`));

    expect(await ops(['doctor'])).toEqual({ code: 0, out: 'No problems found.', err: '' });
    // The address is free again; the tombstone cannot be found by it.
    expect(await ops(['company:show', closing.email])).toMatchObject({ code: 1 });
    expect(await ops(['company:close', closing.id])).toEqual({
      code: 1,
      out: '',
      err: 'company:close: the account is closed already',
    });
  });
});

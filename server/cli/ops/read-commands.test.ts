import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { newId } from '../../db/ids';
import { type RunOps, opsAgainst, tempDir } from '../../../server-test/ops';
import { type Seeded, seedOpsData } from '../../../server-test/ops-seed';
import { type TestDb, createTestDb, testDialect } from '../../../server-test/test-db';
import { opsCommands } from './commands';

describe(`ops read commands on ${testDialect()}`, () => {
  const files = tempDir('dentiqo-ops-read-');
  let testDb: TestDb;
  let seeded: Seeded;
  let ops: RunOps;
  let first: Seeded['companies'][number];
  let second: Seeded['companies'][number];
  let third: Seeded['companies'][number];

  beforeAll(async () => {
    testDb = await createTestDb();
    seeded = await seedOpsData(testDb.db);
    [first, second, third] = seeded.companies as [typeof first, typeof second, typeof third];
    ops = opsAgainst(testDb.databaseUrl, files.dir);
  });
  afterAll(async () => {
    await testDb.destroy();
    files.remove();
  });

  const lines = (...rows: (string | number)[][]): string => rows.map((row) => row.join('\t')).join('\n');

  it('companies:list prints one tab-separated line per company, oldest first', async () => {
    expect(await ops(['companies:list'])).toEqual({
      code: 0,
      err: '',
      out: lines(
        ['id', 'name', 'e-mail', 'confirmed', 'created', 'plan'],
        [
          first.id,
          'Клініка «Усмішка» 😀',
          first.email,
          '2026-11-27T08:00:00.000Z',
          '2026-11-23T04:00:00.000Z',
          'subscription 5 devices until 2027-06-01T00:00:00.000Z',
        ],
        // The tab in the name would have shifted the columns.
        [
          second.id,
          'Smile Clinic',
          second.email,
          '2026-11-27T09:00:00.000Z',
          '2026-11-23T05:00:00.000Z',
          'trial 2 devices until 2026-12-02T12:00:00.000Z',
        ],
        [
          third.id,
          'Unconfirmed Dental',
          third.email,
          'no',
          '2026-11-23T06:00:00.000Z',
          'trial 2 devices clock not started',
        ],
      ),
    });
  });

  it('companies:list --json gives the same facts for machines', async () => {
    const result = await ops(['companies:list', '--json']);
    expect(result.code).toBe(0);
    const listed = JSON.parse(result.out) as { id: string; name: string; email_confirmed_at: string | null }[];
    expect(listed.map((company) => company.id)).toEqual([first.id, second.id, third.id]);
    expect(listed[1]).toEqual({
      id: second.id,
      name: 'Smile\tClinic',
      email: second.email,
      email_confirmed_at: '2026-11-27T09:00:00.000Z',
      created_at: '2026-11-23T05:00:00.000Z',
      plan: { plan: 'trial', devices: 2, expires_at: '2026-12-02T12:00:00.000Z', active: true },
    });
  });

  it('company:show finds a company by id or by its e-mail in any case, and prints no secrets', async () => {
    const byId = await ops(['company:show', first.id]);
    expect(byId).toEqual({
      code: 0,
      err: '',
      out: lines(
        ['id', first.id],
        ['name', 'Клініка «Усмішка» 😀'],
        ['email', first.email],
        ['language', 'uk'],
        ['email_confirmed_at', '2026-11-27T08:00:00.000Z'],
        ['created_at', '2026-11-23T04:00:00.000Z'],
        ['country', 'UA'],
        ['city', 'Київ'],
        ['phone', '-'],
        ['currency', 'UAH'],
        ['platform_linked_at', '-'],
        ['plan', 'subscription 5 devices until 2027-06-01T00:00:00.000Z'],
        ['device_keys', 2],
        ['activated_devices', 1],
        ['cards', 2],
        ['live_sessions', 2],
        ['staff', seeded.staff[0]!.id, seeded.staff[0]!.login, 'Ірина Шевченко', 'admin', '2026-11-27T18:00:00.000Z'],
        ['staff', seeded.staff[1]!.id, seeded.staff[1]!.login, "John O'Brien", 'doctor', '2026-11-27T19:00:00.000Z'],
        [
          'order',
          seeded.orders.paid,
          'buy',
          12,
          5,
          '799.00 USD',
          'paid',
          'sandbox',
          '2026-11-21T12:00:00.000Z',
          '2026-11-21T12:06:00.000Z',
        ],
        [
          'order',
          seeded.orders.pending,
          'buy',
          12,
          5,
          '799.00 USD',
          'pending',
          'sandbox',
          '2026-12-01T10:00:00.000Z',
          '-',
        ],
      ),
    });
    expect(await ops(['company:show', ` ${first.email.toUpperCase()} `])).toEqual(byId);
    expect(byId.out).not.toMatch(/argon2|hash|sealed/);
  });

  it('company:show --json carries staff, counts and orders', async () => {
    const result = await ops(['company:show', '--json', third.email]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out)).toMatchObject({
      id: third.id,
      email_confirmed_at: null,
      device_keys: 0,
      activated_devices: 0,
      cards: 0,
      live_sessions: 0,
      staff: [],
      orders: [],
    });
    const shown = JSON.parse((await ops(['company:show', '--json', first.id])).out) as Record<string, unknown>;
    expect(shown).not.toHaveProperty('password_hash');
    expect((shown.staff as unknown[]).length).toBe(2);
    expect((shown.orders as { id: string }[]).map((order) => order.id)).toEqual([
      seeded.orders.paid,
      seeded.orders.pending,
    ]);
  });

  it('a company that does not exist is exit code 1 with a clear message', async () => {
    const missingId = newId();
    expect(await ops(['company:show', missingId])).toEqual({
      code: 1,
      out: '',
      err: `company:show: no company has the id ${missingId}`,
    });
    expect(await ops(['sessions:revoke', 'nobody@example.com'])).toEqual({
      code: 1,
      out: '',
      err: 'sessions:revoke: no company has the e-mail nobody@example.com',
    });
    expect(await ops(['orders:list', '--company', 'nobody@example.com'])).toEqual({
      code: 1,
      out: '',
      err: 'orders:list: no company has the e-mail nobody@example.com',
    });
  });

  it.each([
    [['company:show'], 'company:show: expected ID_OR_EMAIL, got 0 argument(s)'],
    [
      ['company:show', 'acme'],
      'company:show: "acme" is neither a company id (26 letters and digits) nor an e-mail address',
    ],
    [['companies:list', 'extra'], 'companies:list: expected no arguments, got 1 argument(s)'],
    [['orders:list', '--company'], "orders:list: Option '--company <value>' argument missing"],
    [['orders:list', '--company', ''], 'orders:list: --company is empty'],
    [['sessions:revoke', 'a@b.c', 'd@e.f'], 'sessions:revoke: expected ID_OR_EMAIL, got 2 argument(s)'],
  ])('%j is exit code 2 with the usage', async (argv, message) => {
    const result = await ops(argv);
    const command = opsCommands.find((candidate) => candidate.name === argv[0])!;
    expect(result).toEqual({
      code: 2,
      out: '',
      err: `${message}\nusage: npm run ops -- ${command.name} ${command.args}`.trimEnd(),
    });
  });

  it('orders:list prints every order oldest first, or one company’s', async () => {
    const header = [
      'id',
      'company',
      'e-mail',
      'kind',
      'months',
      'devices',
      'price',
      'status',
      'provider',
      'created',
      'paid',
    ];
    const cancelled = [
      seeded.orders.cancelled,
      second.id,
      second.email,
      'buy',
      12,
      5,
      '799.00 USD',
      'cancelled',
      'sandbox',
      '2026-12-01T07:00:00.000Z',
      '-',
    ];
    const all = await ops(['orders:list']);
    expect(all.code).toBe(0);
    expect(all.out.split('\n').map((line) => line.split('\t')[0])).toEqual([
      'id',
      seeded.orders.paid,
      seeded.orders.cancelled,
      seeded.orders.pending,
    ]);
    expect(await ops(['orders:list', '--company', second.email])).toEqual({
      code: 0,
      err: '',
      out: lines(header, cancelled),
    });
    const json = await ops(['orders:list', '--company', second.id, '--json']);
    expect(JSON.parse(json.out)).toEqual([
      {
        id: seeded.orders.cancelled,
        company_id: second.id,
        company_email: second.email,
        kind: 'buy',
        months: 12,
        devices: 5,
        price_cents: 79900,
        currency: 'USD',
        status: 'cancelled',
        provider: 'sandbox',
        created_at: '2026-12-01T07:00:00.000Z',
        paid_at: null,
      },
    ]);
  });

  it('a read command refuses a database with pending migrations instead of migrating it', async () => {
    const bare = await createTestDb({ migrate: false });
    try {
      const result = await opsAgainst(bare.databaseUrl, files.dir)(['companies:list']);
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/^companies:list: the database is not up to date \(pending migrations: 2026-11-22_/);
      const tables = (await bare.db.introspection.getTables()).map((table) => table.name);
      expect(tables.filter((name) => !name.startsWith('kysely_'))).toEqual([]);
    } finally {
      await bare.destroy();
    }
  });

  it('an unknown command or none prints every command’s usage with exit code 2', async () => {
    const unknown = await ops(['companies:delete']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^unknown command "companies:delete"\n\nOperator commands/);
    for (const command of opsCommands) expect(unknown.err).toContain(`npm run ops -- ${command.name}`);
    expect((await ops([])).code).toBe(2);
  });

  it('release:add and release:list work as before', async () => {
    const installer = path.join(files.dir, 'Dentiqo3D-Setup-2.0.0.exe');
    writeFileSync(installer, 'MZ installer bytes');
    expect(await ops(['release:add', '--os', 'linux', '--version', '2.0.0', installer])).toMatchObject({ code: 2 });
    const added = await ops(['release:add', '--os', 'windows', '--version', '2.0.0', '--notes', 'New', installer]);
    expect(added).toMatchObject({ code: 0, err: '' });
    expect(added.out).toMatch(
      /^Published windows 2\.0\.0: Dentiqo3D-Setup-2\.0\.0\.exe, 18 bytes, sha256 [0-9a-f]{64}$/,
    );
    const listed = await ops(['release:list']);
    expect(listed.out.split('\n')).toContainEqual(
      expect.stringMatching(/^windows\t2\.0\.0\tDentiqo3D-Setup-2\.0\.0\.exe\t18 bytes\tsha256 [0-9a-f]{64}$/),
    );
    expect(await ops(['release:add', '--os', 'windows', '--version', '2.0.0', installer])).toMatchObject({ code: 1 });
  });
});

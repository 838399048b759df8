import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { type RunOps, opsAgainst, tempDir } from '../../../server-test/ops';
import { type Seeded, seedOpsData } from '../../../server-test/ops-seed';
import { type TestDb, createTestDb, testDialect } from '../../../server-test/test-db';
import { createSecretBox, encryptionKeyBytes } from '../../security/encryption';

const activationKey = 'QVBFD-XXD7E-W4CQE-R25W7-YKB3X';

describe(`ops company:export on ${testDialect()}`, () => {
  const data = tempDir('dentiqo-ops-export-');
  const out = tempDir('dentiqo-ops-export-out-');
  let testDb: TestDb;
  let seeded: Seeded;
  let ops: RunOps;

  beforeAll(async () => {
    testDb = await createTestDb();
    seeded = await seedOpsData(testDb.db);
    ops = opsAgainst(testDb.databaseUrl, data.dir);
    // The server's key in the data folder, and the first company's keys sealed with it, as the server would.
    const key = randomBytes(encryptionKeyBytes);
    mkdirSync(path.join(data.dir, 'keys'), { recursive: true });
    writeFileSync(path.join(data.dir, 'keys', 'encryption.key'), `${key.toString('base64')}\n`);
    const box = createSecretBox(key);
    await testDb.db
      .updateTable('device_slots')
      .set({ key_sealed: box.seal(activationKey) })
      .execute();
  });
  afterAll(async () => {
    await testDb.destroy();
    data.remove();
    out.remove();
  });

  it('writes the same ZIP the owner gets, with the company’s data only, and refuses to overwrite a file', async () => {
    const [company, other] = seeded.companies;
    const file = path.join(out.dir, 'clinic.zip');
    const result = await ops(['company:export', '--out', file, company!.email.toUpperCase()]);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(
      new RegExp(
        `^Exported .+ \\(${company!.id}\\) to ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+ bytes\\)\\.$`,
      ),
    );
    const files = unzipSync(new Uint8Array(readFileSync(file)));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.md', 'account.json', 'staff.json', 'orders.csv']),
    );
    expect(JSON.parse(strFromU8(files['account.json']!))).toEqual(
      expect.objectContaining({ id: company!.id, name: company!.name, email: company!.email }),
    );
    expect(JSON.parse(strFromU8(files['device-keys.json']!))).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: activationKey })]),
    );
    const staff = JSON.parse(strFromU8(files['staff.json']!)) as { login: string }[];
    expect(staff.map((member) => member.login).sort()).toEqual(seeded.staff.map((member) => member.login).sort());
    const everything = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString('utf8'))
      .join('\n');
    expect(['$argon2id', other!.id, other!.email].filter((secret) => everything.includes(secret))).toEqual([]);

    expect(await ops(['company:export', '--out', file, company!.id])).toEqual({
      code: 1,
      out: '',
      err: `company:export: ${file} exists already; remove it or choose another --out`,
    });
  });

  it('names an unknown company (exit 1) and a missing argument (exit 2)', async () => {
    expect(await ops(['company:export', 'nobody@example.com'])).toEqual({
      code: 1,
      out: '',
      err: 'company:export: no company has the e-mail nobody@example.com',
    });
    expect((await ops(['company:export'])).code).toBe(2);
  });
});

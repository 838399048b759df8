import path from 'node:path';
import { loadConfig } from '../../config';
import { type RunOps, opsAgainst, tempDir } from '../../../server-test/ops';
import { seedOpsData } from '../../../server-test/ops-seed';
import { fileStoreKinds, testBucket, useFileStoreEnv } from '../../../server-test/s3-store';
import { type TestDb, createTestDb, testDialect } from '../../../server-test/test-db';
import { createFileStore } from '../../storage/create-file-store';
import type { FileStore } from '../../storage/file-store';

describe.each(fileStoreKinds)(`ops doctor's file checks on %s files and ${testDialect()}`, (kind) => {
  const selected = useFileStoreEnv(kind);
  let testDb: TestDb;
  let data: ReturnType<typeof tempDir>;
  let ops: RunOps;
  let files: FileStore;

  beforeEach(async () => {
    testDb = await createTestDb();
    data = tempDir('dentiqo-doctor-files-');
    ops = (argv) => opsAgainst(testDb.databaseUrl, data.dir)(argv, { env: selected.env });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: data.dir, ...selected.env });
    files = await createFileStore(config.storage, data.dir);
  });
  afterEach(async () => {
    // The bucket outlives a test: what one test stored must not be another's stray file.
    for (const prefix of ['uploads', 'releases', 'exports']) await files.deleteFolder(prefix);
    await testDb.destroy();
    data.remove();
  });

  /** How the doctor names a file: its path under DATA_DIR, or its object's URL. */
  const named = (key: string) => (kind === 's3' ? `s3://${testBucket}/${key}` : path.join(data.dir, ...key.split('/')));
  const put = (key: string) => files.put(key, Buffer.from('x'));

  it('says a clean store is clean', async () => {
    expect(await ops(['doctor'])).toEqual({ code: 0, out: 'No problems found.', err: '' });
  });

  it('finds rows whose files are missing (card pictures, installers, logos, data exports) and files no row names, with what to do', async () => {
    const seeded = await seedOpsData(testDb.db);
    const card = await testDb.db
      .selectFrom('treatment_cards')
      .innerJoin('treatment_card_files', 'treatment_card_files.card_id', 'treatment_cards.id')
      .select(['treatment_cards.storage_dir'])
      .executeTakeFirstOrThrow();
    const cardFolder = `uploads/cards/${card.storage_dir}`;
    await put(`${cardFolder}/before.webp`);
    await put(`${cardFolder}/left-behind.jpg`);
    await put(`uploads/cards/${'f'.repeat(32)}/before-800.jpg`);
    await put(`uploads/cards/${'f'.repeat(32)}/after-800.jpg`);
    const releases = await testDb.db.selectFrom('releases').select(['os', 'storage_name']).orderBy('os').execute();
    const windows = releases.find((release) => release.os === 'windows')!;
    const macos = releases.find((release) => release.os === 'macos')!;
    await put(`releases/${windows.storage_name}`);
    await put('releases/old-installer');
    const [kept, lost] = seeded.companies;
    for (const [company, letter] of [
      [kept!, 'a'],
      [lost!, 'b'],
    ] as const) {
      await testDb.db
        .updateTable('companies')
        .set({ avatar_file: `${letter.repeat(32)}.png` })
        .where('id', '=', company.id)
        .execute();
    }
    await put(`uploads/avatars/${'a'.repeat(32)}.png`);
    await put(`uploads/avatars/${'c'.repeat(32)}.png`);
    await put(`exports/${kept!.id}/interrupted.zip`);

    const result = await ops(['doctor']);
    expect(result.code).toBe(1);
    for (const line of [
      `[files] ${named(`${cardFolder}/plan.pdf`)} is missing (a picture or the PDF of card`,
      `[files] ${named(`${cardFolder}/left-behind.jpg`)}: no row points to it`,
      `[files] ${named(`uploads/cards/${'f'.repeat(32)}`)}: no row points to it`,
      `[files] ${named(`releases/${macos.storage_name}`)} is missing (the macos installer`,
      `[files] ${named('releases/old-installer')}: no row points to it`,
      `[files] ${named(`uploads/avatars/${'b'.repeat(32)}.png`)} is missing (the logo of company ${lost!.id})`,
      `[files] ${named(`uploads/avatars/${'c'.repeat(32)}.png`)}: no row points to it`,
      `[files] ${named(seeded.exportFileKey)} is missing (the data export`,
      `[files] ${named(`exports/${kept!.id}/interrupted.zip`)}: no export points to it`,
    ]) {
      expect(result.out).toContain(line);
    }
    for (const fine of ['before.webp', windows.storage_name, 'a'.repeat(32), 'before-800.jpg']) {
      expect(result.out).not.toContain(fine);
    }
    // Every finding says what to do.
    const findings = result.out.split('\n').filter((line) => line.startsWith('['));
    const fixes = result.out.split('\n').filter((line) => line.startsWith('    → '));
    expect(fixes).toHaveLength(findings.length);
    expect(result.out.split('\n').at(-1)).toBe(`${findings.length} problem(s) found.`);
  });
});

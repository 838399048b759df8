import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/tables';
import { addRelease } from '../../modules/releases/service';
import { createFileStore } from '../../storage/create-file-store';

const demoVersion = '3.4.1';

const placeholder = `Dentiqo 3D ${demoVersion} (demo)

This file stands in for the desktop installer. \`npm run seed:demo\` published it so that the cabinet's download
works on a demo database; an operator publishes real installers with \`npm run ops -- release:add\`.
`;

/**
 * Publishes a stand-in Windows installer the way `npm run ops -- release:add` does (the releases service stores
 * the file and records its size and SHA-256). Skipped when any Windows installer is published already, so a real
 * one is never pushed aside. Answers whether it published one.
 */
export const publishDemoInstaller = async (
  db: Kysely<Database>,
  config: Pick<Config, 'storage' | 'dataDir'>,
  now: Date,
): Promise<boolean> => {
  const published = await db.selectFrom('releases').select('id').where('os', '=', 'windows').executeTakeFirst();
  if (published) return false;
  const dir = mkdtempSync(path.join(tmpdir(), 'dentiqo-demo-installer-'));
  try {
    const file = path.join(dir, `Dentiqo3D-${demoVersion}-demo-setup.txt`);
    writeFileSync(file, placeholder);
    await addRelease(db, await createFileStore(config.storage, config.dataDir), {
      os: 'windows',
      version: demoVersion,
      notes: 'Demo build: faster plan export to PDF, sharper 3D arch on high-resolution screens.',
      file,
      now,
    });
    return true;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

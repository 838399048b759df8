import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { countReleases } from './repository';
import { addRelease } from './service';

const placeholders = [
  { os: 'windows', fileName: 'Dentiqo3D-Setup-0.0.0-placeholder.exe' },
  { os: 'macos', fileName: 'Dentiqo3D-0.0.0-placeholder.dmg' },
] as const;

/**
 * In development only, and only while no release exists: two small placeholder "installers", so the download flow
 * of the dashboard can be tried before an operator publishes real ones with `npm run ops -- release:add`.
 */
export const addDevelopmentPlaceholders = async (db: Kysely<Database>, dataDir: string, now: Date): Promise<number> => {
  if ((await countReleases(db)) > 0) return 0;
  const scratch = mkdtempSync(path.join(tmpdir(), 'dentiqo-placeholder-'));
  try {
    for (const { os, fileName } of placeholders) {
      const file = path.join(scratch, fileName);
      writeFileSync(
        file,
        `This is a placeholder for the Dentiqo 3D ${os} installer, published by a development server.\n`,
      );
      await addRelease(db, dataDir, {
        os,
        version: '0.0.0-placeholder',
        notes: 'Placeholder for trying the download flow in development; not the program.',
        file,
        now,
      });
    }
    return placeholders.length;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
};

import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { avatarsDir } from '../../modules/avatar/service';
import { cardsDir } from '../../modules/cards/card-storage';
import { releasesDir } from '../../modules/releases/service';
import type { Finding } from './doctor-finding';

const entriesOf = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).sort() : []);

const missingFile = (file: string, what: string, fix: string): Finding => ({
  check: 'files',
  problem: `${file} is missing (${what})`,
  fix,
});

const strayFile = (file: string): Finding => ({
  check: 'files',
  problem: `${file}: no row points to it`,
  fix: 'delete it once you are sure no restore is under way (a restore puts rows back before their files)',
});

/** Files rows name that are not there, and files under DATA_DIR that no row names. */
export const fileFindings = async (db: Kysely<Database>, dataDir: string): Promise<Finding[]> => {
  const uploadsDir = path.join(dataDir, 'uploads');
  const findings: Finding[] = [];

  const avatars = avatarsDir(uploadsDir);
  const companies = await db
    .selectFrom('companies')
    .select(['id', 'avatar_file'])
    .where('avatar_file', 'is not', null)
    .execute();
  const avatarFiles = new Set(companies.map((company) => company.avatar_file as string));
  for (const company of companies) {
    const file = path.join(avatars, company.avatar_file as string);
    if (!existsSync(file)) {
      findings.push(
        missingFile(
          file,
          `the logo of company ${company.id}`,
          'restore it from a file backup of DATA_DIR, or ask the clinic to upload its logo again',
        ),
      );
    }
  }
  for (const name of entriesOf(avatars)) if (!avatarFiles.has(name)) findings.push(strayFile(path.join(avatars, name)));

  // A revoked card's files are deleted on purpose; its rows stay for the clinic's list.
  const cardFiles = await db
    .selectFrom('treatment_cards')
    .leftJoin('treatment_card_files', 'treatment_card_files.card_id', 'treatment_cards.id')
    .select(['treatment_cards.id', 'treatment_cards.storage_dir', 'treatment_card_files.name'])
    .where('treatment_cards.revoked_at', 'is', null)
    .execute();
  const cards = cardsDir(uploadsDir);
  const expected = new Map<string, Set<string>>();
  for (const row of cardFiles) {
    const names = expected.get(row.storage_dir) ?? new Set<string>();
    expected.set(row.storage_dir, names);
    if (row.name === null) continue;
    names.add(row.name);
    const file = path.join(cards, row.storage_dir, row.name);
    if (!existsSync(file)) {
      findings.push(
        missingFile(
          file,
          `a picture or the PDF of card ${row.id}`,
          'restore it from a file backup of DATA_DIR, or revoke the card and let the clinic share the plan again',
        ),
      );
    }
  }
  for (const folder of entriesOf(cards)) {
    const names = expected.get(folder);
    const full = path.join(cards, folder);
    if (!names) findings.push(strayFile(full));
    else if (statSync(full).isDirectory()) {
      for (const name of entriesOf(full)) if (!names.has(name)) findings.push(strayFile(path.join(full, name)));
    }
  }

  const releases = releasesDir(dataDir);
  const published = await db.selectFrom('releases').select(['id', 'os', 'version', 'storage_name']).execute();
  const releaseFiles = new Set(published.map((release) => release.storage_name));
  for (const release of published) {
    const file = path.join(releases, release.storage_name);
    if (!existsSync(file)) {
      findings.push(
        missingFile(
          file,
          `the ${release.os} installer ${release.version}`,
          'restore it from a file backup of DATA_DIR, or publish the installer again with `npm run ops -- release:add`',
        ),
      );
    }
  }
  for (const name of entriesOf(releases))
    if (!releaseFiles.has(name)) findings.push(strayFile(path.join(releases, name)));
  return findings;
};

import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { avatarKey } from '../../modules/avatar/service';
import { folderKey } from '../../modules/cards/card-storage';
import { releaseKey } from '../../modules/releases/service';
import type { FileStore } from '../../storage/file-store';
import type { Finding } from './doctor-finding';

/** The store as the doctor reads it, and how a finding names one of its files (a path, or an object's URL). */
export interface CheckedStore {
  files: FileStore;
  name: (key: string) => string;
}

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

const sorted = async (store: CheckedStore, prefix: string): Promise<string[]> =>
  (await store.files.list(prefix)).sort();

/** The files rows name that the store lacks, with what each was and how to mend it. */
const missingOf = async (
  store: CheckedStore,
  expected: { key: string; what: string; fix: string }[],
): Promise<Finding[]> => {
  const findings: Finding[] = [];
  for (const { key, what, fix } of expected) {
    if (!(await store.files.exists(key))) findings.push(missingFile(store.name(key), what, fix));
  }
  return findings;
};

const avatarFindings = async (db: Kysely<Database>, store: CheckedStore): Promise<Finding[]> => {
  const companies = await db
    .selectFrom('companies')
    .select(['id', 'avatar_file'])
    .where('avatar_file', 'is not', null)
    .execute();
  const expected = companies.map((company) => ({
    key: avatarKey(company.avatar_file as string),
    what: `the logo of company ${company.id}`,
    fix: 'restore it from a file backup, or ask the clinic to upload its logo again',
  }));
  const named = new Set(expected.map(({ key }) => key));
  const stray = (await sorted(store, 'uploads/avatars')).filter((key) => !named.has(key));
  return [...(await missingOf(store, expected)), ...stray.map((key) => strayFile(store.name(key)))];
};

// `uploads/cards`, the folder of every card's folder.
const cardsRoot = folderKey('').slice(0, -1);

const cardFindings = async (db: Kysely<Database>, store: CheckedStore): Promise<Finding[]> => {
  // A revoked card's files are deleted on purpose; its rows stay for the clinic's list.
  const rows = await db
    .selectFrom('treatment_cards')
    .leftJoin('treatment_card_files', 'treatment_card_files.card_id', 'treatment_cards.id')
    .select(['treatment_cards.id', 'treatment_cards.storage_dir', 'treatment_card_files.name'])
    .where('treatment_cards.revoked_at', 'is', null)
    .execute();
  const folders = new Set(rows.map((row) => folderKey(row.storage_dir)));
  const expected = rows.flatMap((row) =>
    row.name === null
      ? []
      : [
          {
            key: `${folderKey(row.storage_dir)}/${row.name}`,
            what: `a picture or the PDF of card ${row.id}`,
            fix: 'restore it from a file backup, or revoke the card and let the clinic share the plan again',
          },
        ],
  );
  const named = new Set(expected.map(({ key }) => key));
  // A folder no card names is one finding, not one per file in it.
  const stray = new Set<string>();
  for (const key of await sorted(store, cardsRoot)) {
    const folder = key.split('/').slice(0, 3).join('/');
    if (!folders.has(folder) && key.split('/').length > 3) stray.add(folder);
    else if (!named.has(key)) stray.add(key);
  }
  return [...(await missingOf(store, expected)), ...[...stray].map((key) => strayFile(store.name(key)))];
};

const releaseFindings = async (db: Kysely<Database>, store: CheckedStore): Promise<Finding[]> => {
  const published = await db.selectFrom('releases').select(['os', 'version', 'storage_name']).execute();
  const expected = published.map((release) => ({
    key: releaseKey(release.storage_name),
    what: `the ${release.os} installer ${release.version}`,
    fix: 'restore it from a file backup, or publish the installer again with `npm run ops -- release:add`',
  }));
  const named = new Set(expected.map(({ key }) => key));
  const stray = (await sorted(store, 'releases')).filter((key) => !named.has(key));
  return [...(await missingOf(store, expected)), ...stray.map((key) => strayFile(store.name(key)))];
};

/** Files rows name that the file store lacks, and files in it that no row names: logos, cards, installers. */
export const fileFindings = async (db: Kysely<Database>, store: CheckedStore): Promise<Finding[]> => [
  ...(await avatarFindings(db, store)),
  ...(await cardFindings(db, store)),
  ...(await releaseFindings(db, store)),
];

import { type Kysely, SqliteAdapter } from 'kysely';
import * as postgresJson from 'kysely/helpers/postgres';
import * as sqliteJson from 'kysely/helpers/sqlite';
import { compiledOnce } from '../../db/compiled-once';
import type { Database, NewTreatmentCard, TreatmentCardFile, TreatmentCardRecord } from '../../db/tables';
import { clinicContacts } from '../companies/read-model';

type Db = Kysely<Database>;

export interface StoredCard extends Omit<TreatmentCardRecord, 'total_minor'> {
  total_minor: number;
}

// PostgreSQL hands bigint back as text; the amounts stay far below 2^53.
const fromDb = (row: TreatmentCardRecord): StoredCard => ({ ...row, total_minor: Number(row.total_minor) });

export const insertCard = async (db: Db, card: NewTreatmentCard, files: TreatmentCardFile[]): Promise<void> => {
  await db.insertInto('treatment_cards').values(card).execute();
  if (files.length > 0) await db.insertInto('treatment_card_files').values(files).execute();
};

export const findCardByLinkHash = async (db: Db, linkHash: string): Promise<StoredCard | undefined> => {
  const row = await db.selectFrom('treatment_cards').selectAll().where('link_hash', '=', linkHash).executeTakeFirst();
  return row && fromDb(row);
};

/** A card's file as the preview lists it. */
export type PreviewFile = Pick<TreatmentCardFile, 'name' | 'role' | 'media_type' | 'width' | 'height'>;

/** The clinic's columns the preview shows (the companies module's read model). */
export interface PreviewClinic {
  name: string;
  avatar_file: string | null;
  phone: string | null;
  city: string;
  country: string | null;
  address: string;
  email: string;
  website: string;
}

export interface PreviewCard {
  card: StoredCard;
  clinic: PreviewClinic;
  files: PreviewFile[];
}

// SQLite hands JSON back as text, PostgreSQL parsed.
const fromJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** findPreviewCard's statement; the benchmark's bare baseline compiles it too, so both run the same SQL. */
export const previewCardQuery = (db: Db, linkHash: string) => {
  const json = db.getExecutor().adapter instanceof SqliteAdapter ? sqliteJson : postgresJson;
  return db
    .selectFrom('treatment_cards')
    .selectAll('treatment_cards')
    .select((eb) => [
      json.jsonObjectFrom(clinicContacts(eb.ref('treatment_cards.company_id'))).as('clinic'),
      json
        .jsonArrayFrom(
          eb
            .selectFrom('treatment_card_files')
            .select(['name', 'role', 'media_type', 'width', 'height'])
            .whereRef('treatment_card_files.card_id', '=', 'treatment_cards.id'),
        )
        .as('files'),
    ])
    .where('treatment_cards.link_hash', '=', linkHash);
};

/**
 * The card a link hash names with its clinic and its files, in one statement (one round trip to PostgreSQL instead of
 * three): the patient's every page view reads it. The clinic and the files come as JSON from subqueries, not joins:
 * SQLite spent three times as long on the same rows joined. The files are in no particular order (the preview sorts
 * the variants; ordered, SQLite would materialise them first). No row when the card or its clinic is gone.
 */
const previewCardRows = compiledOnce(previewCardQuery);

export const findPreviewCard = async (db: Db, linkHash: string): Promise<PreviewCard | undefined> => {
  const [row] = await previewCardRows(db, linkHash);
  if (!row?.clinic) return undefined;
  const { clinic, files, ...card } = row;
  return { card: fromDb(card), clinic: fromJson<PreviewClinic>(clinic), files: fromJson<PreviewFile[]>(files) };
};

/** Every card of a company, oldest first (its data export). */
export const allCompanyCards = async (db: Db, companyId: string): Promise<StoredCard[]> =>
  (
    await db
      .selectFrom('treatment_cards')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute()
  ).map(fromDb);

export const findCompanyCard = async (db: Db, companyId: string, id: string): Promise<StoredCard | undefined> => {
  const row = await db
    .selectFrom('treatment_cards')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && fromDb(row);
};

export const findCardFile = (db: Db, cardId: string, name: string): Promise<TreatmentCardFile | undefined> =>
  db
    .selectFrom('treatment_card_files')
    .selectAll()
    .where('card_id', '=', cardId)
    .where('name', '=', name)
    .executeTakeFirst();

/** Which of these cards carry a PDF. */
export const cardsWithPdf = async (db: Db, cardIds: string[]): Promise<Set<string>> => {
  if (cardIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('treatment_card_files')
    .select('card_id')
    .where('card_id', 'in', cardIds)
    .where('role', '=', 'pdf')
    .execute();
  return new Set(rows.map((row) => row.card_id));
};

/** `views` more views, the last at `at`; added in the database so writes from another process add up too. */
export const addViews = async (db: Db, id: string, views: number, at: string): Promise<void> => {
  await db
    .updateTable('treatment_cards')
    .set((eb) => ({ views: eb('views', '+', views), last_viewed_at: at }))
    .where('id', '=', id)
    .execute();
};

/** Revokes the link and forgets the card's files; false when the card was revoked already. */
export const revokeCard = async (db: Db, id: string, at: string): Promise<boolean> => {
  const result = await db
    .updateTable('treatment_cards')
    .set({ revoked_at: at, updated_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await db.deleteFrom('treatment_card_files').where('card_id', '=', id).execute();
  return true;
};

/** A new expiry for a card that is not revoked; false when it is (or is gone). */
export const setExpiry = async (db: Db, id: string, expiresAt: string, at: string): Promise<boolean> => {
  const result = await db
    .updateTable('treatment_cards')
    .set({ expires_at: expiresAt, updated_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const recordPlatformSent = async (db: Db, id: string, recordId: string, at: string): Promise<void> => {
  await db
    .updateTable('treatment_cards')
    .set({
      platform_state: 'sent',
      platform_record_id: recordId,
      platform_error: null,
      platform_attempted_at: at,
      platform_sent_at: at,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
};

/** A failed attempt; never overwrites a record another attempt has sent meanwhile. */
export const recordPlatformFailure = async (db: Db, id: string, error: string, at: string): Promise<void> => {
  await db
    .updateTable('treatment_cards')
    .set({ platform_state: 'failed', platform_error: error, platform_attempted_at: at, updated_at: at })
    .where('id', '=', id)
    .where('platform_state', '!=', 'sent')
    .execute();
};

/** Every stored file of the card (each image variant and the PDF). */
export const filesOfCard = (db: Db, cardId: string): Promise<TreatmentCardFile[]> =>
  db.selectFrom('treatment_card_files').selectAll().where('card_id', '=', cardId).orderBy('name').execute();

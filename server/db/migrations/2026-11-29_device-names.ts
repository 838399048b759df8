import { type Kysely, sql } from 'kysely';

// Frozen in time like every migration: no application imports, portable column types only.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // The name the desktop program reports when it activates, kept beside the one the clinic gives in the cabinet:
  // activation used to overwrite the clinic's name.
  await db.schema.alterTable('device_slots').addColumn('reported_name', 'text').execute();
  // What an activated slot is called today may be either; it stays the slot's name, and is also what was reported.
  await sql`update device_slots set reported_name = device_name where fingerprint_hash is not null`.execute(db);
  // The server no longer makes default names ("Device 2" in every language): an unnamed slot is '' and the SPA
  // names it by its number in the reader's language. These are the defaults it made in en, ru and uk; the Cyrillic
  // ones are bound values, not SQL text, so the server's bundle stays ASCII (V8 keeps one-byte source at half size).
  await sql`
    update device_slots set device_name = ''
    where device_name in ('Device ' || slot, ${'Устройство '} || slot, ${'Пристрій '} || slot)
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`update device_slots set device_name = 'Device ' || slot where device_name = ''`.execute(db);
  await db.schema.alterTable('device_slots').dropColumn('reported_name').execute();
};

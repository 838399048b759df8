import pg from 'pg';
import { createDb } from '../../server/db/create-db';
import { migrateToLatest } from '../../server/db/migrate';
import { devicesPerCompany, idDigits } from './plan';
import { type SeedInput, templateFileRows } from './seed-input';
import { stepTimer } from './timed-steps';

const padded = (column: string) => `lpad((${column})::text, ${idDigits}, '0')`;
// 64 and 32 random hex digits: the shapes of a SHA-256 / HMAC lookup and of a storage folder name.
const randomHex64 = `replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;
const randomHex32 = `replace(gen_random_uuid()::text, '-', '')`;

/** The big tables whose secondary indexes are built once after the rows instead of row by row. */
const bulkTables = ['device_slots', 'treatment_cards', 'treatment_card_files'];

interface Deferred {
  table: string;
  name: string;
  /** `constraint` for unique and primary-key constraints (re-added by ALTER TABLE), `index` for a plain index. */
  kind: 'constraint' | 'index';
  definition: string;
}

/**
 * The unique constraints and plain indexes of the bulk tables, and the primary key of the card files (nothing
 * references it). The primary keys of cards and device slots stay: foreign keys depend on them, and their ids are
 * written in ascending order, so those two indexes only ever grow at their right edge.
 */
const deferredIndexes = async (client: pg.Client): Promise<Deferred[]> => {
  const constraints = await client.query<Deferred>(
    `select conrelid::regclass::text as table, conname as name, 'constraint' as kind,
       pg_get_constraintdef(oid) as definition
     from pg_constraint
     where conrelid = any($1::regclass[])
       and (contype = 'u' or (contype = 'p' and conrelid = 'treatment_card_files'::regclass))
     order by conname`,
    [bulkTables],
  );
  const indexes = await client.query<Deferred>(
    `select i.indrelid::regclass::text as table, c.relname as name, 'index' as kind,
       pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class c on c.oid = i.indexrelid
     where i.indrelid = any($1::regclass[])
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
     order by c.relname`,
    [bulkTables],
  );
  return [...constraints.rows, ...indexes.rows];
};

const dropDeferred = (item: Deferred): string =>
  item.kind === 'constraint' ? `alter table ${item.table} drop constraint ${item.name}` : `drop index ${item.name}`;

const createDeferred = (item: Deferred): string =>
  item.kind === 'constraint'
    ? `alter table ${item.table} add constraint ${item.name} ${item.definition}`
    : item.definition;

/**
 * Creates the tables with the server's own migrations, then writes the state with INSERT … SELECT over
 * generate_series; only the sampled secrets and the template travel from Node, as arrays and JSON. Returns each
 * step's time.
 */
export const seedPostgres = async (url: string, input: SeedInput): Promise<string> => {
  const timer = stepTimer();
  await timer.runAsync('migrations', async () => {
    const handle = createDb(url);
    await migrateToLatest(handle.db);
    await handle.destroy();
  });

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { size, ids, template, sample, now } = input;
    await client.query('begin');
    // Every reference is built to exist; skipping the per-row foreign-key triggers is the usual bulk-load switch.
    await client.query('set local session_replication_role = replica');
    // Sort-based index builds after the rows, with memory for the sorts: inserting the random lookups (link and key
    // hashes, storage folders) row by row into indexes larger than shared_buffers cost about a quarter of the seeding.
    // Re-added from their own definitions, so the catalog ends as the migrations leave it.
    await client.query(`set local maintenance_work_mem = '1GB'`);
    const deferred = await deferredIndexes(client);
    for (const item of deferred) await client.query(dropDeferred(item));
    await timer.runAsync('companies', () =>
      client.query(
        `insert into companies (id, name, email, email_normalized, password_hash, language, email_confirmed_at,
         created_at, updated_at)
       select $1 || ${padded('i')}, 'Clinic ' || i, 'clinic-' || i || '@scale.example',
         'clinic-' || i || '@scale.example', $2, 'en', $3, $3, $3
       from generate_series(0, $4::int - 1) i`,
        [ids.company, template.passwordHash, now, size.companies],
      ),
    );
    await timer.runAsync('licenses', () =>
      client.query(
        'insert into company_licenses (company_id, trial_started_at, updated_at) select id, $1, $1 from companies',
        [now],
      ),
    );
    await timer.runAsync('device slots', () =>
      client.query(
        `with s as (select * from unnest($1::int[], $2::text[], $3::text[], $4::text[])
                    as s(i, key_lookup, key_sealed, fingerprint_hash))
       insert into device_slots (id, company_id, slot, device_name, key_sealed, key_lookup, key_version,
         fingerprint_hash, device_os, app_version, activated_at, last_seen_at, created_at, updated_at)
       select $5 || ${padded('n')}, $6 || ${padded(`n / ${devicesPerCompany}`)}, n % ${devicesPerCompany} + 1,
         'Surgery ' || (n % ${devicesPerCompany} + 1), coalesce(s.key_sealed, $7), coalesce(s.key_lookup, ${randomHex64}),
         1, coalesce(s.fingerprint_hash, ${randomHex64}), 'windows', '2.1.0', $8, $8, $8, $8
       from generate_series(0, $9::int - 1) n left join s on s.i = n`,
        [
          sample.devices.map((row) => row.index),
          sample.devices.map((row) => row.keyLookup),
          sample.devices.map((row) => row.keySealed),
          sample.devices.map((row) => row.fingerprintHash),
          ids.slot,
          ids.company,
          input.placeholders.keySealed,
          now,
          size.companies * devicesPerCompany,
        ],
      ),
    );
    const card = template.card;
    await timer.runAsync('cards', () =>
      client.query(
        `with s as (select * from unnest($1::int[], $2::text[], $3::text[], $4::text[])
                    as s(i, link_hash, link_sealed, storage_dir))
       insert into treatment_cards (id, company_id, slot_id, link_hash, link_sealed, storage_dir, patient_name,
         saved_at, formula_description, formula_json, plan_json, currency, total_minor, views, expires_at,
         platform_state, created_at, updated_at)
       select $5 || ${padded('n')}, $6 || ${padded('n % $8::int')}, $7 || ${padded(`(n % $8::int) * ${devicesPerCompany}`)},
         coalesce(s.link_hash, ${randomHex64}), coalesce(s.link_sealed, $9), coalesce(s.storage_dir, ${randomHex32}),
         $10, $11, $12, $13, $14, $15, $16, 0, $17, 'not-sent', $18, $18
       from generate_series(0, $19::int - 1) n left join s on s.i = n`,
        [
          sample.cards.map((row) => row.index),
          sample.cards.map((row) => row.linkHash),
          sample.cards.map((row) => row.linkSealed),
          sample.cards.map((row) => row.storageDir),
          ids.card,
          ids.company,
          ids.slot,
          size.companies,
          input.placeholders.linkSealed,
          card.patient_name,
          card.saved_at,
          card.formula_description,
          card.formula_json,
          card.plan_json,
          card.currency,
          card.total_minor,
          input.expiresAt,
          now,
          size.cards,
        ],
      ),
    );
    await timer.runAsync('card files', () =>
      client.query(
        `insert into treatment_card_files (card_id, name, role, media_type, width, height, size_bytes)
       select c.id, f.name, f.role, f.media_type, f.width, f.height, f.size_bytes
       from treatment_cards c cross join json_to_recordset($1::json)
         as f(name text, role text, media_type text, width int, height int, size_bytes int)`,
        [JSON.stringify(templateFileRows(input))],
      ),
    );
    await timer.runAsync('indexes', async () => {
      for (const item of deferred) await client.query(createDeferred(item));
    });
    await timer.runAsync('commit', () => client.query('commit'));
    // Statistics and visibility map as autovacuum would leave them on a settled database, so the planner sees the
    // real sizes and autovacuum has nothing to do while the load runs.
    await timer.runAsync('vacuum analyze', () => client.query('vacuum analyze'));
    return timer.summary();
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
};

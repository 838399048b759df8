import SqliteDatabase from 'better-sqlite3';
import { createDb } from '../../server/db/create-db';
import { migrateToLatest } from '../../server/db/migrate';
import { devicesPerCompany, idDigits } from './plan';
import { type SeedInput, templateFileRows } from './seed-input';
import { stepTimer } from './timed-steps';

const numbers = `with recursive n(i) as (select 0 union all select i + 1 from n where i + 1 < @count)`;
const padded = (column: string) => `printf('%0${idDigits}d', ${column})`;

/**
 * Creates the SQLite file with the server's own migrations, then writes the state in one transaction of
 * INSERT … SELECT over a recursive counter: no row crosses from Node except the sampled secrets and the template.
 * Returns each step's time.
 */
export const seedSqlite = async (file: string, input: SeedInput): Promise<string> => {
  const timer = stepTimer();
  await timer.runAsync('migrations', async () => {
    const handle = createDb(`sqlite:${file}`);
    await migrateToLatest(handle.db);
    await handle.destroy();
  });

  const database = new SqliteDatabase(file);
  try {
    // A throwaway file written once: no rollback journal, no fsync, foreign keys not re-checked row by row (every
    // reference is built to exist), a cache that holds the growing indexes. The file goes back to WAL at the end.
    // better-sqlite3's defensive mode silently keeps the migrations' WAL, which wrote every page twice (to the WAL,
    // then to the file): unsafe mode lets the pragma through, and the mode is checked.
    database.unsafeMode(true);
    const mode = database.pragma('journal_mode = OFF', { simple: true });
    if (mode !== 'off') throw new Error(`SQLite kept journal_mode ${String(mode)} for the seeding`);
    database.pragma('synchronous = OFF');
    database.pragma('foreign_keys = OFF');
    database.pragma('cache_size = -1048576');
    database.pragma('temp_store = MEMORY');
    const { size, ids, template, sample, now } = input;
    database.exec(`
      create temp table sampled_cards (i integer primary key, link_hash text, link_sealed text, storage_dir text);
      create temp table sampled_devices (i integer primary key, key_lookup text, key_sealed text, fingerprint_hash text);
      create temp table template_files (name text, role text, media_type text, width integer, height integer,
        size_bytes integer);`);
    database.exec('begin');
    timer.run('samples', () => {
      const card = database.prepare('insert into sampled_cards values (?, ?, ?, ?)');
      for (const row of sample.cards) card.run(row.index, row.linkHash, row.linkSealed, row.storageDir);
      const device = database.prepare('insert into sampled_devices values (?, ?, ?, ?)');
      for (const row of sample.devices) device.run(row.index, row.keyLookup, row.keySealed, row.fingerprintHash);
      const file = database.prepare(
        'insert into template_files values (@name, @role, @media_type, @width, @height, @size_bytes)',
      );
      for (const row of templateFileRows(input)) file.run(row);
    });
    timer.run('companies', () =>
      database
        .prepare(
          `${numbers} insert into companies (id, name, email, email_normalized, password_hash, language,
             email_confirmed_at, created_at, updated_at)
           select @prefix || ${padded('i')}, 'Clinic ' || i, 'clinic-' || i || '@scale.example',
             'clinic-' || i || '@scale.example', @passwordHash, 'en', @now, @now, @now from n`,
        )
        .run({ count: size.companies, prefix: ids.company, passwordHash: template.passwordHash, now }),
    );
    timer.run('licenses', () =>
      database
        .prepare(
          'insert into company_licenses (company_id, trial_started_at, updated_at) select id, ?, ? from companies',
        )
        .run(now, now),
    );
    timer.run('device slots', () =>
      database
        .prepare(
          `${numbers} insert into device_slots (id, company_id, slot, device_name, key_sealed, key_lookup, key_version,
             fingerprint_hash, device_os, app_version, activated_at, last_seen_at, created_at, updated_at)
           select @slotPrefix || ${padded('n.i')}, @companyPrefix || ${padded(`n.i / ${devicesPerCompany}`)},
             n.i % ${devicesPerCompany} + 1, 'Surgery ' || (n.i % ${devicesPerCompany} + 1),
             coalesce(s.key_sealed, @keySealed), coalesce(s.key_lookup, lower(hex(randomblob(32)))), 1,
             coalesce(s.fingerprint_hash, lower(hex(randomblob(32)))), 'windows', '2.1.0', @now, @now, @now, @now
           from n left join sampled_devices s on s.i = n.i`,
        )
        .run({
          count: size.companies * devicesPerCompany,
          slotPrefix: ids.slot,
          companyPrefix: ids.company,
          keySealed: input.placeholders.keySealed,
          now,
        }),
    );
    timer.run('cards', () =>
      database
        .prepare(
          `${numbers} insert into treatment_cards (id, company_id, slot_id, link_hash, link_sealed, storage_dir,
             patient_name, saved_at, formula_description, formula_json, plan_json, currency, total_minor, views,
             expires_at, platform_state, created_at, updated_at)
           select @cardPrefix || ${padded('n.i')}, @companyPrefix || ${padded('n.i % @companies')},
             @slotPrefix || ${padded(`(n.i % @companies) * ${devicesPerCompany}`)},
             coalesce(s.link_hash, lower(hex(randomblob(32)))), coalesce(s.link_sealed, @linkSealed),
             coalesce(s.storage_dir, lower(hex(randomblob(16)))), @patient_name, @saved_at, @formula_description,
             @formula_json, @plan_json, @currency, @total_minor, 0, @expiresAt, 'not-sent', @now, @now
           from n left join sampled_cards s on s.i = n.i`,
        )
        .run({
          count: size.cards,
          companies: size.companies,
          cardPrefix: ids.card,
          companyPrefix: ids.company,
          slotPrefix: ids.slot,
          linkSealed: input.placeholders.linkSealed,
          expiresAt: input.expiresAt,
          now,
          ...template.card,
        }),
    );
    // CROSS JOIN keeps the cards as the outer loop, so the files' (card_id, name) key grows in order.
    timer.run('card files', () =>
      database.exec(`insert into treatment_card_files (card_id, name, role, media_type, width, height, size_bytes)
        select c.id, f.name, f.role, f.media_type, f.width, f.height, f.size_bytes
        from treatment_cards c cross join template_files f`),
    );
    timer.run('commit', () => database.exec('commit'));
    timer.run('analyze', () => database.exec('analyze'));
    database.pragma('journal_mode = WAL');
    return timer.summary();
  } catch (error) {
    if (database.inTransaction) database.exec('rollback');
    throw error;
  } finally {
    database.close();
  }
};

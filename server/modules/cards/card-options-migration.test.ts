import { Migrator } from 'kysely';
import { type TestDb, createTestDb, testDialect } from '../../../server-test/test-db';
import { parseOptions } from './card-views';
import { newId } from '../../db/ids';
import { migrations } from '../../db/migration-list';

const now = '2026-11-30T10:00:00.000Z';
const formula = { teeth: [{ tooth: 36, before: 'missing', after: 'implant' }], bridges: [] };
const plan = { currency: 'USD', steps: [], totalMinor: 0 };

describe(`the card-options migration on ${testDialect()}`, () => {
  let testDb: TestDb;
  const migrator = () => new Migrator({ db: testDb.db, provider: { getMigrations: async () => ({ ...migrations }) } });

  beforeAll(async () => {
    testDb = await createTestDb({ migrate: false });
    const { error } = await migrator().migrateTo('2026-11-30_clinic-contacts');
    if (error) throw error;
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('leaves the cards stored before without options, so each reads as its one plan; down drops the column', async () => {
    const companyId = newId();
    await testDb.db
      .insertInto('companies')
      .values({
        id: companyId,
        name: 'Smile Clinic',
        email: 'm@example.com',
        email_normalized: 'm@example.com',
        password_hash: 'argon2id-hash',
        language: 'uk',
        email_confirmed_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const id = newId();
    await testDb.db
      .insertInto('treatment_cards')
      // Before this migration there was no options_json column: insert what the table had then.
      .values({
        id,
        company_id: companyId,
        slot_id: null,
        link_hash: 'hash',
        link_sealed: 'sealed',
        storage_dir: 'folder',
        patient_name: 'Olena',
        saved_at: now,
        formula_description: '',
        formula_json: JSON.stringify(formula),
        plan_json: JSON.stringify(plan),
        currency: 'USD',
        total_minor: 0,
        expires_at: now,
        revoked_at: null,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();

    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    const row = await testDb.db
      .selectFrom('treatment_cards')
      .select(['formula_json', 'plan_json', 'options_json'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.options_json).toBeNull();
    expect(parseOptions(row)).toEqual([{ title: '', note: '', recommended: false, formula, plan }]);

    expect((await migrator().migrateTo('2026-11-30_clinic-contacts')).error).toBeUndefined();
    const columns = (await testDb.db.introspection.getTables())
      .find((table) => table.name === 'treatment_cards')!
      .columns.map((column) => column.name);
    expect(columns).not.toContain('options_json');
    expect(columns).toContain('plan_json');
  });
});

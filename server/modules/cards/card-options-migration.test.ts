import { companyBeforeMigration, useDatabaseMigratedTo } from '../../../server-test/migration-test';
import { testDialect } from '../../../server-test/test-db';
import { parseOptions } from './card-views';
import { newId } from '../../db/ids';

const now = '2026-11-30T10:00:00.000Z';
const formula = { teeth: [{ tooth: 36, before: 'missing', after: 'implant' }], bridges: [] };
const plan = { currency: 'USD', steps: [], totalMinor: 0 };

describe(`the card-options migration on ${testDialect()}`, () => {
  const { db, migrator } = useDatabaseMigratedTo('2026-11-30_clinic-contacts');

  it('leaves the cards stored before without options, so each reads as its one plan; down drops the column', async () => {
    const companyId = newId();
    await db().insertInto('companies').values(companyBeforeMigration(companyId, now)).execute();
    const id = newId();
    await db()
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
    const row = await db()
      .selectFrom('treatment_cards')
      .select(['formula_json', 'plan_json', 'options_json'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.options_json).toBeNull();
    expect(parseOptions(row)).toEqual([{ title: '', note: '', recommended: false, formula, plan }]);

    expect((await migrator().migrateTo('2026-11-30_clinic-contacts')).error).toBeUndefined();
    const columns = (await db().introspection.getTables())
      .find((table) => table.name === 'treatment_cards')!
      .columns.map((column) => column.name);
    expect(columns).not.toContain('options_json');
    expect(columns).toContain('plan_json');
  });
});

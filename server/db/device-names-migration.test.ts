import { companyBeforeMigration, useDatabaseMigratedTo } from '../../server-test/migration-test';
import { testDialect } from '../../server-test/test-db';
import { newId } from './ids';

const now = '2026-11-27T10:00:00.000Z';

describe(`the device-names migration on ${testDialect()}`, () => {
  const { db, migrator } = useDatabaseMigratedTo('2026-11-27_security-events');

  it("forgets the server-made default names, keeps the clinic's, and keeps an activated slot's as reported", async () => {
    const companyId = newId();
    await db().insertInto('companies').values(companyBeforeMigration(companyId, now)).execute();
    const slot = (n: number, name: string, fingerprint: string | null) => ({
      id: newId(),
      company_id: companyId,
      slot: n,
      device_name: name,
      key_sealed: `sealed-${n}`,
      key_lookup: `lookup-${n}`,
      key_version: 1,
      fingerprint_hash: fingerprint,
      created_at: now,
      updated_at: now,
    });
    await db()
      .insertInto('device_slots')
      // Before this migration there was no reported_name column: insert what the table had then.
      .values([
        slot(1, 'Device 1', null),
        slot(2, 'Пристрій 2', null),
        slot(3, 'Устройство 3', null),
        slot(4, 'Reception PC (Room 1)', null),
        slot(5, 'Reception PC', 'fingerprint'),
        slot(6, 'Device 2', null),
      ] as never)
      .execute();

    const { error } = await migrator().migrateToLatest();
    expect(error).toBeUndefined();
    const rows = await db()
      .selectFrom('device_slots')
      .select(['slot', 'device_name', 'reported_name'])
      .orderBy('slot')
      .execute();
    expect(rows).toEqual([
      { slot: 1, device_name: '', reported_name: null },
      { slot: 2, device_name: '', reported_name: null },
      { slot: 3, device_name: '', reported_name: null },
      { slot: 4, device_name: 'Reception PC (Room 1)', reported_name: null },
      { slot: 5, device_name: 'Reception PC', reported_name: 'Reception PC' },
      // Named "Device 2" in slot 6: a name the clinic chose, not slot 6's default.
      { slot: 6, device_name: 'Device 2', reported_name: null },
    ]);
  });
});

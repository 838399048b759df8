// @ts-check
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { tableOwner } from './table-owner.mjs';

// Run by `npm run lint` with plain node, like no-hard-coded-text.rule-test.mjs: the first case that fails throws.
const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const options = [{ owners: { companies: 'companies', price_rows: 'price-list' } }];
const at = (/** @type {string} */ file) => `${process.cwd()}/${file}`;
const notOwner = (/** @type {string} */ table, /** @type {string} */ owner) => ({
  messageId: 'notOwner',
  data: { table, owner },
});

ruleTester.run('table-owner', tableOwner, {
  valid: [
    {
      name: 'the owner’s repository writes its table',
      filename: at('server/modules/companies/repository.ts'),
      options,
      code: `export const rename = (db, id, name) => db.updateTable('companies').set({ name }).where('id', '=', id).execute();`,
    },
    {
      name: 'another module joins the owner’s read model',
      filename: at('server/modules/licensing/repository.ts'),
      options,
      code: `db.selectFrom('device_slots').innerJoin(companyConfirmations().as('company'), 'company.id', 'company_id');`,
    },
    {
      name: 'the owning module reads and joins its table anywhere in the module',
      filename: at('server/modules/companies/read-model.ts'),
      options,
      code: `db.selectFrom('companies as c').innerJoin('companies', 'a', 'b').selectFrom('recent');`,
    },
    {
      name: 'an operator command outside the modules reads any table',
      filename: at('server/cli/ops/find-company.ts'),
      options,
      code: `db.selectFrom('companies').selectAll();`,
    },
    {
      name: 'an upsert in raw SQL by the owner',
      filename: at('server/modules/price-list/repository-bulk.ts'),
      options,
      code: 'export const q = sql`insert into price_rows (id) values (${id}) on conflict do update set name = 1`;',
    },
  ],
  invalid: [
    {
      name: 'a service writes another module’s table',
      filename: at('server/modules/profile/service.ts'),
      options,
      code: `export const save = (db, id) => db.updateTable('companies').set({ city: 'Kyiv' }).where('id', '=', id).execute();`,
      errors: [notOwner('companies', 'companies')],
    },
    {
      name: 'a route handler inserts and deletes with an alias',
      filename: at('server/modules/account-name/routes.ts'),
      options,
      code: `db.insertInto('companies as c').values(row); db.deleteFrom('price_rows').where('id', '=', id);`,
      errors: [notOwner('companies', 'companies'), notOwner('price_rows', 'price-list')],
    },
    {
      name: 'the owning module, but outside its repository',
      filename: at('server/modules/companies/service.ts'),
      options,
      code: `db.updateTable('companies').set({ name: 'x' });`,
      errors: [notOwner('companies', 'companies')],
    },
    {
      name: 'a module reads or joins another module’s table',
      filename: at('server/modules/price-list/service.ts'),
      options,
      code: `db.selectFrom(['price_rows', 'companies']).leftJoin('companies as c', 'c.id', 'price_rows.company_id');`,
      errors: [
        { messageId: 'readsOther', data: { table: 'companies', owner: 'companies' } },
        { messageId: 'readsOther', data: { table: 'companies', owner: 'companies' } },
      ],
    },
    {
      name: 'raw SQL, an unknown table and a table named at run time',
      filename: at('server/modules/cards/repository.ts'),
      options,
      code: 'sql`UPDATE "companies" SET name = ${name}`; db.insertInto(\'ghosts\'); db.updateTable(table);',
      errors: [
        notOwner('companies', 'companies'),
        { messageId: 'unknownTable', data: { table: 'ghosts' } },
        { messageId: 'dynamicTable' },
      ],
    },
  ],
});

console.info('table-owner: the rule finds writes outside the owner’s repository and reads outside its module.');

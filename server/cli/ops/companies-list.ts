import type { SubscriptionPeriodRow } from '../../db/tables';
import { type OpsCommand, flag, jsonOption, positionals } from './command';
import { printJson, printRow } from './output';
import { planOf } from './plan';

export const companiesList: OpsCommand = {
  name: 'companies:list',
  args: '[--json]',
  summary: 'Every company, oldest first: id, name, e-mail, confirmed, created, plan.',
  options: jsonOption,
  run: async ({ io, db }, args) => {
    positionals(args);
    const { db: kysely } = await db('current');
    const companies = await kysely
      .selectFrom('companies')
      .select(['id', 'name', 'email', 'email_confirmed_at', 'created_at'])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const licenses = new Map(
      (await kysely.selectFrom('company_licenses').selectAll().execute()).map((row) => [row.company_id, row]),
    );
    const periods = new Map<string, SubscriptionPeriodRow[]>();
    for (const row of await kysely.selectFrom('subscription_periods').selectAll().orderBy('starts_at').execute()) {
      periods.set(row.company_id, [...(periods.get(row.company_id) ?? []), row]);
    }
    const spans = (companyId: string) =>
      (periods.get(companyId) ?? []).map((row) => ({
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        devices: row.devices,
      }));
    const now = io.now();
    const rows = companies.map((company) => ({
      ...company,
      ...planOf(licenses.get(company.id), spans(company.id), now),
    }));
    if (flag(args, 'json')) {
      printJson(
        io,
        rows.map(({ text: _text, ...row }) => row),
      );
      return 0;
    }
    printRow(io, 'id', 'name', 'e-mail', 'confirmed', 'created', 'plan');
    for (const row of rows) {
      printRow(io, row.id, row.name, row.email, row.email_confirmed_at ?? 'no', row.created_at, row.text);
    }
    return 0;
  },
};

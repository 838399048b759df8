import { expressionBuilder } from 'kysely';
import type { Database } from '../../db/tables';

/**
 * The paid periods as another module may join them into a statement of its own, as a derived table (the desktop
 * program's validate reads its slot, licence and periods at once): only this module names the periods table. Built
 * apart from any Kysely instance, since the statement that embeds it runs it.
 */
export const paidPeriods = () =>
  expressionBuilder<Database, never>()
    .selectFrom('subscription_periods')
    .select([
      'subscription_periods.company_id',
      'subscription_periods.starts_at',
      'subscription_periods.ends_at',
      'subscription_periods.devices',
    ]);

import { expressionBuilder } from 'kysely';
import type { Database } from '../../db/tables';

/**
 * The companies on their way out (closure pending or erasing), as a subquery of ids another module's statement may
 * test against: their keys stop validating and their shared cards answer as unknown.
 */
export const closingCompanyIds = () =>
  expressionBuilder<Database, never>()
    .selectFrom('company_closures')
    .select('company_closures.company_id')
    .where('company_closures.state', 'in', ['pending', 'erasing']);

import { type Expression, expressionBuilder } from 'kysely';
import type { Database } from '../../db/tables';

/**
 * The closure of the company `companyId` names (a column of the embedding statement) while it is pending or erasing,
 * as a subquery another module's statement tests with `exists`: one primary-key probe per company. A closing
 * company's keys stop validating and its shared cards answer as unknown.
 */
export const closureUnderWay = (companyId: Expression<string>) =>
  expressionBuilder<Database, never>()
    .selectFrom('company_closures')
    .select('company_closures.company_id')
    .where('company_closures.company_id', '=', companyId)
    .where('company_closures.state', 'in', ['pending', 'erasing']);

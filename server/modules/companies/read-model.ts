import { expressionBuilder } from 'kysely';
import type { Database } from '../../db/tables';

/**
 * The company columns another module may join into a statement of its own, as a derived table, where one statement
 * has to read across owners (the desktop program's validate): only this module names the companies table. Built
 * apart from any Kysely instance, since the statement that embeds it runs it.
 */
export const companyConfirmations = () =>
  expressionBuilder<Database, never>().selectFrom('companies').select(['companies.id', 'companies.email_confirmed_at']);

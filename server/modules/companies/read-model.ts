import { type Expression, expressionBuilder } from 'kysely';
import type { Database } from '../../db/tables';
import { closureUnderWay } from '../closure/read-model';

/**
 * The company columns another module may join into a statement of its own, as a derived table, where one statement
 * has to read across owners (the desktop program's validate): only this module names the companies table. Built
 * apart from any Kysely instance, since the statement that embeds it runs it. `closing` is true (1 on SQLite) while
 * the company's closure is pending or under way.
 */
export const companyConfirmations = () =>
  expressionBuilder<Database, never>()
    .selectFrom('companies')
    .select((eb) => [
      'companies.id',
      'companies.email_confirmed_at',
      eb.exists(closureUnderWay(eb.ref('companies.id'))).as('closing'),
    ]);

/**
 * A clinic's name, logo and contacts as the patient's preview shows them, the company `companyId` names (a column of
 * the embedding statement): the cards module reads them with the card in one statement, the patient's every page view.
 * A clinic whose closure is pending has none, so its cards answer as unknown.
 */
export const clinicContacts = (companyId: Expression<string>) =>
  expressionBuilder<Database, never>()
    .selectFrom('companies')
    .select([
      'companies.name',
      'companies.avatar_file',
      'companies.phone',
      'companies.city',
      'companies.country',
      'companies.address',
      'companies.email',
      'companies.website',
    ])
    .where('companies.id', '=', companyId)
    .where((eb) => eb.not(eb.exists(closureUnderWay(eb.ref('companies.id')))));

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { AccountNameBody, AccountNameResponse } from '../../../contract/api/account-name';
import { type Clock, iso } from '../../clock';
import type { Database } from '../../db/tables';
import { authOf } from '../../plugins/auth';
import { HttpProblem, problemResponses } from '../../plugins/problem';

export interface AccountNameRoutesOptions {
  deps: { db: Kysely<Database>; clock: Clock; companyChanged: (companyId: string) => void };
}

/** Renames the company account (its name in the cabinet, in e-mails and on branded plans). */
export const accountNameRoutes: FastifyPluginAsyncTypebox<AccountNameRoutesOptions> = async (app, { deps }) => {
  app.put(
    '/api/company/account-name',
    {
      schema: {
        operationId: 'renameAccount',
        tags: ['account'],
        summary: 'Rename the company account',
        description:
          'Owners and admins. Surrounding spaces are dropped; a blank name is a 400 naming body/accountName.',
        body: AccountNameBody,
        response: { 200: AccountNameResponse, ...problemResponses(400, 401, 403, 413, 415, 500) },
      },
      onRequest: app.requireRole('owner', 'admin'),
    },
    async (request) => {
      const accountName = request.body.accountName.trim();
      const result = await deps.db
        .updateTable('companies')
        .set({ name: accountName, updated_at: iso(deps.clock()) })
        .where('id', '=', authOf(request).companyId)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw new HttpProblem(401, 'UNAUTHORIZED');
      deps.companyChanged(authOf(request).companyId);
      return { accountName };
    },
  );
};

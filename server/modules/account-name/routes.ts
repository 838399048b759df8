import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { AccountNameBody, AccountNameResponse } from '../../../contract/api/account-name';
import type { Clock } from '../../clock';
import { authOf } from '../../plugins/auth';
import { HttpProblem, problemResponses } from '../../plugins/problem';
import { type CompanyWriter, renameCompany } from '../companies/service';

/** Renames the company account (its name in the cabinet, in e-mails and on branded plans). */
const accountNameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: CompanyWriter & { clock: Clock } = { db: app.db, clock: app.clock };
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
      const renamed = await renameCompany(deps, authOf(request).companyId, accountName, deps.clock());
      if (!renamed) throw new HttpProblem(401, 'UNAUTHORIZED');
      return { accountName };
    },
  );
};

export const accountNameModule = fp(accountNameRoutes, {
  name: 'account-name',
  fastify: '5.x',
  dependencies: ['core-services'],
  encapsulate: true,
});

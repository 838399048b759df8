import type { FastifyInstance } from 'fastify';

/**
 * What the account modules that write a company and e-mail it (sign-up, e-mail confirmation, password reset) take
 * from the shared services.
 */
export const companyMailDeps = (app: FastifyInstance) => ({
  ...app.mail,
  db: app.db,
  clock: app.clock,
});

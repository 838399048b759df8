import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import { Problem } from '../../../contract/api/errors';
import { HealthResponse, ReadyResponse } from '../../../contract/api/health';
import { pendingMigrations } from '../../db/migrate';
import type { Database } from '../../db/tables';

const readiness = async (db: Kysely<Database>): Promise<ReadyResponse> => {
  try {
    await sql`select 1`.execute(db);
  } catch {
    return { status: 'not-ready', database: 'down', migrations: 'pending' };
  }
  const pending = await pendingMigrations(db).catch(() => ['unknown']);
  return pending.length === 0
    ? { status: 'ready', database: 'up', migrations: 'applied' }
    : { status: 'not-ready', database: 'up', migrations: 'pending' };
};

/** Liveness (`/api/health`) for the process, readiness (`/api/ready`) for a load balancer. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'The process is alive',
        response: { 200: HealthResponse, 500: Problem },
      },
      logLevel: 'warn',
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/api/ready',
    {
      config: { public: true },
      schema: {
        operationId: 'getReadiness',
        tags: ['health'],
        summary: 'The database answers and every migration is applied',
        response: { 200: ReadyResponse, 503: ReadyResponse, 500: Problem },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const body = await readiness(app.db);
      return reply.code(body.status === 'ready' ? 200 : 503).send(body);
    },
  );
};

export const healthModule = fp(healthRoutes, {
  name: 'health',
  fastify: '5.x',
  dependencies: ['core-services'],
  encapsulate: true,
});

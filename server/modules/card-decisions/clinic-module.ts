import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { cardDecisionsAppRoutes } from './app-routes';
import { cardDecisionsClinicRoutes } from './clinic-routes';

/** The reads of the patient's answers: the clinic's history of a card and the desktop program's. */
export const cardDecisionsReadsModule = fp(
  (async (app) => {
    await app.register(cardDecisionsClinicRoutes, { deps: { db: app.db } });
    await app.register(cardDecisionsAppRoutes, { deps: { db: app.db, clock: app.clock, vault: app.vault } });
  }) satisfies FastifyPluginAsync,
  { name: 'card-decisions-reads', fastify: '5.x', dependencies: ['core-services', 'keys'], encapsulate: true },
);

import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimits } from '../../config-rate-limits';
import { cardDecisionsAppRoutes } from './app-routes';
import { cardDecisionsClinicRoutes } from './clinic-routes';
import { decisionPatientRoutes } from './patient-routes';

export interface CardDecisionsOptions {
  rateLimits: RateLimits;
}

/** The patient's answers to a card: the patient's routes, the clinic's history and the desktop program's. */
export const cardDecisionsModule = fp<CardDecisionsOptions>(
  (async (app, { rateLimits }) => {
    const deps = { db: app.db, clock: app.clock, mail: app.mail, addressKey: app.addressKey, rateLimits };
    await app.register(decisionPatientRoutes, { deps });
    await app.register(cardDecisionsClinicRoutes, { deps: { db: app.db } });
    await app.register(cardDecisionsAppRoutes, { deps: { db: app.db, clock: app.clock, vault: app.vault } });
  }) satisfies FastifyPluginAsync<CardDecisionsOptions>,
  { name: 'card-decisions', fastify: '5.x', dependencies: ['core-services', 'keys', 'mail', 'cards'] },
);

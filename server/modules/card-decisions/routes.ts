import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimits } from '../../config-rate-limits';
import { decisionPatientRoutes } from './patient-routes';

export interface CardDecisionsOptions {
  rateLimits: RateLimits;
}

/** The patient's answers to a card: the patient's routes (the clinic's read them through their own). */
export const cardDecisionsModule = fp<CardDecisionsOptions>(
  (async (app, { rateLimits }) => {
    const deps = { db: app.db, clock: app.clock, mail: app.mail, addressKey: app.addressKey, rateLimits };
    await app.register(decisionPatientRoutes, { deps });
  }) satisfies FastifyPluginAsync<CardDecisionsOptions>,
  { name: 'card-decisions', fastify: '5.x', dependencies: ['core-services', 'keys', 'mail', 'cards'] },
);

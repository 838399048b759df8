import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/tables';
import type { Passwords } from '../security/passwords';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** The current time for every rule with a deadline (tests move it). */
    clock: Clock;
    passwords: Passwords;
  }
}

export interface CoreServices {
  db: Kysely<Database>;
  clock: Clock;
  passwords: Passwords;
}

/** The services nearly every module uses: the database, the clock and password hashing. */
export const coreServices = fp<CoreServices>(
  (async (app, { db, clock, passwords }) => {
    app.decorate('db', db);
    app.decorate('clock', clock);
    app.decorate('passwords', passwords);
  }) satisfies FastifyPluginAsync<CoreServices>,
  { name: 'core-services', fastify: '5.x' },
);

import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimits } from '../../config-rate-limits';
import { desktopAppRoutes } from './app-routes';
import type { LicensingDeps } from './deps';
import { deviceKeysRoutes } from './device-keys-routes';
import { licenseSummaryRoutes } from './summary-routes';

export interface LicensingOptions {
  rateLimits: RateLimits;
}

/** The licence's routes: the desktop program's API, the dashboard's keys table and its licence summary. */
export const licensingModule = fp<LicensingOptions>(
  (async (app, { rateLimits }) => {
    const deps: LicensingDeps = {
      db: app.db,
      clock: app.clock,
      vault: app.vault,
      signingKeys: app.signingKeys,
      passwords: app.passwords,
    };
    await app.register(desktopAppRoutes, { deps: { ...deps, rateLimits } });
    await app.register(deviceKeysRoutes, { deps });
    await app.register(licenseSummaryRoutes, { deps });
  }) satisfies FastifyPluginAsync<LicensingOptions>,
  { name: 'licensing', fastify: '5.x', dependencies: ['core-services', 'keys'], encapsulate: true },
);

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import type { SettingsDeps } from './deps';

/** What a company-settings module takes from the configuration; the shared services come from the instance. */
export type SettingsOptions = Pick<SettingsDeps, 'rateLimits' | 'patientPlatformUrl'>;

/**
 * A company-settings module's routes as a plugin named `name` that declares the shared services it reads, so
 * registering it before them fails at start.
 */
export const settingsPlugin = (name: string, routes: FastifyPluginAsyncTypebox<{ deps: SettingsDeps }>) =>
  fp<SettingsOptions>(
    async (app, { rateLimits, patientPlatformUrl }) => {
      const deps: SettingsDeps = {
        db: app.db,
        clock: app.clock,
        rateLimits,
        files: app.files,
        secretBox: app.secretBox,
        passwords: app.passwords,
        patientPlatformUrl,
      };
      await app.register(routes, { deps });
    },
    {
      name,
      fastify: '5.x',
      dependencies: ['core-services', 'keys', 'files'],
      encapsulate: true,
    },
  );

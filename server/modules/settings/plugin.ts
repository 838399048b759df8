import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { type SettingsDeps, serviceOfMember } from './deps';

/** What a company-settings module takes from the configuration; the shared services come from the instance. */
export type SettingsOptions = Pick<SettingsDeps, 'rateLimits' | 'patientPlatformUrl'>;

type SharedMember = keyof typeof serviceOfMember;
const isShared = (member: keyof SettingsDeps): member is SharedMember => member in serviceOfMember;

/**
 * A company-settings module's routes as a plugin named `name`, given only the members of SettingsDeps it `uses`,
 * and declaring as dependencies just the shared services those come from, so registering it before one of them
 * fails at start.
 */
export const settingsPlugin = <Uses extends keyof SettingsDeps>(
  name: string,
  uses: readonly Uses[],
  routes: FastifyPluginAsyncTypebox<{ deps: Pick<SettingsDeps, Uses> }>,
) =>
  fp<SettingsOptions>(
    async (app, options) => {
      const deps = Object.fromEntries(
        uses.map((member) => [member, isShared(member) ? app[member] : options[member as keyof SettingsOptions]]),
      ) as Pick<SettingsDeps, Uses>;
      await app.register(routes, { deps });
    },
    {
      name,
      fastify: '5.x',
      dependencies: [...new Set(uses.flatMap((member) => (isShared(member) ? [serviceOfMember[member]] : [])))],
      encapsulate: true,
    },
  );

import type { FastifyPluginAsync } from 'fastify';
import { securityEventRoutes } from '../audit/routes';
import { avatarRoutes } from '../avatar/routes';
import { passwordChangeRoutes } from '../password-change/routes';
import { patientPlatformRoutes } from '../patient-platform/routes';
import { priceListRoutes } from '../price-list/routes';
import { profileRoutes } from '../profile/routes';
import { ownPasswordRoutes } from '../staff/own-password-routes';
import { staffRoutes } from '../staff/routes';
import type { SettingsDeps } from './deps';

/** Every company-settings route: profile, logo, password, staff, patient platform, price list and the audit log. */
export const settingsRoutes: FastifyPluginAsync<{ deps: SettingsDeps }> = async (app, { deps }) => {
  await app.register(profileRoutes, { deps });
  await app.register(avatarRoutes, { deps });
  await app.register(passwordChangeRoutes, { deps });
  await app.register(ownPasswordRoutes, { deps });
  await app.register(staffRoutes, { deps });
  await app.register(patientPlatformRoutes, { deps });
  await app.register(priceListRoutes, { deps });
  await app.register(securityEventRoutes, { deps });
};

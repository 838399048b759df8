import type { FastifyPluginAsync } from 'fastify';
import { cardCompanyRoutes } from './company-routes';
import type { CardsDeps } from './deps';
import { cardPublicRoutes } from './public-routes';
import { cardUploadRoutes } from './upload-routes';

/** Every treatment-plan card route: the desktop upload, the patient's preview and the clinic's list. */
export const cardsRoutes: FastifyPluginAsync<{ deps: CardsDeps }> = async (app, { deps }) => {
  await app.register(cardUploadRoutes, { deps });
  await app.register(cardPublicRoutes, { deps });
  await app.register(cardCompanyRoutes, { deps });
};

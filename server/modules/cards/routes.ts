import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { CardsConfig } from '../../config-cards';
import type { PageOverride } from '../../plugins/spa';
import { cardCompanyRoutes } from './company-routes';
import type { CardsDeps } from './deps';
import { resolvePreviewPage } from './page-metadata';
import { cardPublicRoutes } from './public-routes';
import { cardUploadRoutes } from './upload-routes';
import { createViewCounter } from './view-counter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Link-preview texts of a `/preview/<link>` page whose card opens now; null for any other page. */
    cardPreviewPage: (pathname: string) => Promise<PageOverride | null>;
  }
}

// Card views are written at most this long after they were counted (and at a graceful stop).
const cardViewsFlushMs = 1000;

export interface CardsOptions {
  cards: CardsConfig;
  publicUrl: string;
  patientPlatformUrl: CardsDeps['patientPlatformUrl'];
}

/** Every treatment-plan card route: the desktop upload, the patient's preview and the clinic's list. */
export const cardsModule = fp<CardsOptions>(
  (async (app, { cards, publicUrl, patientPlatformUrl }) => {
    const views = createViewCounter(app.db, {
      intervalMs: cardViewsFlushMs,
      onError: (error) => app.log.error({ err: error }, 'card views could not be written; kept for the next attempt'),
    });
    app.decorate('cardViews', views);
    // Fastify runs this after the server stopped taking requests and the ones under way answered: every answered
    // view is written before the database closes.
    app.addHook('onClose', () => views.close());
    const deps: CardsDeps = {
      db: app.db,
      clock: app.clock,
      vault: app.vault,
      secretBox: app.secretBox,
      files: app.files,
      patientPlatformUrl,
      publicUrl,
      cards,
      views,
    };
    app.decorate('cardPreviewPage', (pathname: string) => resolvePreviewPage(deps, pathname));
    await app.register(cardUploadRoutes, { deps });
    await app.register(cardPublicRoutes, { deps });
    await app.register(cardCompanyRoutes, { deps });
  }) satisfies FastifyPluginAsync<CardsOptions>,
  { name: 'cards', fastify: '5.x', dependencies: ['core-services', 'keys', 'files'] },
);

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { Database } from './db/tables';
import { accountNameRoutes } from './modules/account-name/routes';
import { accountRoutes } from './modules/accounts/routes';
import { securityEventRoutes } from './modules/audit/routes';
import { avatarRoutes } from './modules/avatar/routes';
import { fillLegalPlaceholders } from './modules/content/legal-placeholders';
import { loadContent } from './modules/content/load-content';
import { resolveContentPage } from './modules/content/page-metadata';
import { contentRoutes, seoRoutes } from './modules/content/routes';
import { mediaRoutes } from './modules/content/media-routes';
import { createContentService } from './modules/content/service';
import { isFileEntry, mediaFolder } from './modules/content/videos-file';
import { paymentsModule } from './modules/billing/payments';
import type { CardsDeps } from './modules/cards/deps';
import { resolvePreviewPage } from './modules/cards/page-metadata';
import { createCardAnswerCache } from './modules/cards/card-answer-cache';
import { createCardContentCache } from './modules/cards/card-content-cache';
import { cardsRoutes } from './modules/cards/routes';
import { createViewCounter } from './modules/cards/view-counter';
import { emailConfirmationRoutes } from './modules/email-confirmation/routes';
import { healthRoutes } from './modules/health/routes';
import { desktopAppRoutes } from './modules/licensing/app-routes';
import { deviceKeysRoutes } from './modules/licensing/device-keys-routes';
import { createKeyVault } from './modules/licensing/key-vault';
import { licenseSummaryRoutes } from './modules/licensing/summary-routes';
import { loadEmailTexts } from './modules/mail/email-texts';
import type { QueuedMail } from './modules/mail/service';
import { passwordChangeRoutes } from './modules/password-change/routes';
import { passwordResetRoutes } from './modules/password-reset/routes';
import { patientPlatformRoutes } from './modules/patient-platform/routes';
import { priceListRoutes } from './modules/price-list/routes';
import { profileRoutes } from './modules/profile/routes';
import { releasesRoutes } from './modules/releases/routes';
import { authenticateSession } from './modules/sessions/service';
import { ownPasswordRoutes } from './modules/staff/own-password-routes';
import { staffRoutes } from './modules/staff/routes';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { AccessLogController } from './plugins/access-log';
import { lazyChildLoggerFactory, loggerOptions } from './plugins/logger';
import { openApiPlugin } from './plugins/openapi';
import { codeForStatus, problemFor, sendProblem } from './plugins/problem';
import { genReqId, requestIdPlugin } from './plugins/request-id';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaPlugin } from './plugins/spa';
import { validatorCompiler } from './plugins/validation';
import { loadAppKeys } from './security/app-keys';
import { type Passwords, createPasswords } from './security/passwords';
import { createFileStore } from './storage/create-file-store';

export interface AppDeps {
  config: Readonly<Config>;
  db: Kysely<Database>;
  /** Overrides `config.staticDir` (tests point it at a temporary build). */
  staticDir?: string;
  /** Where JSON log lines go instead of stdout (tests read them). */
  logStream?: Writable | undefined;
  /** The current time for every rule with a deadline (tests move it). */
  clock?: Clock;
  /** Told about each e-mail queued by a request, after its transaction committed (main.ts wakes the sender). */
  onMailQueued?: (mail: QueuedMail) => void;
  /** Told about every route as it is registered (the access-matrix suite reads the route table this way). */
  onRoute?: (route: RouteOptions) => void;
  /** Password hashing; by default at the configured cost (tests watch which checks run). */
  passwords?: Passwords;
}

// A hop count becomes the function Fastify builds from one anyway; its types accept only the function.
const trustProxyOption = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

// Card views are written at most this long after they were counted (and at a graceful stop).
const cardViewsFlushMs = 1000;
// Cards whose built content stays in memory (a sample card's is a few KB): the links patients opened lately.
const cardContentCacheEntries = 500;
// A link's whole answer is sent without any read for at most this long after its rows were read; writes in this
// process forget it at once, so this bounds only how late another process's revoke or delete shows here.
const cardAnswerRecheckMs = 1000;

export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

/** The whole HTTP application, plugins first and then modules, in a fixed order; it does not listen. */
export const buildApp = async ({
  config,
  db,
  staticDir = config.staticDir,
  logStream,
  clock = systemClock,
  onMailQueued,
  onRoute,
  passwords = createPasswords(config.passwordHashCost),
}: AppDeps): Promise<App> => {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    childLoggerFactory: lazyChildLoggerFactory,
    genReqId,
    logController: new AccessLogController(),
    trustProxy: trustProxyOption(config.trustProxy),
    // Errors the router raises before any hook (a malformed percent-encoding, an unsupported content type's
    // parser failing) get the same RFC 9457 body as every other 4xx.
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      // No hook runs for these requests, so the id the other answers get from request-id.ts is set here.
      reply.header('x-request-id', request.id);
      void sendProblem(reply, problemFor(request, status, codeForStatus(status), { detail: error.message }));
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);

  // Before anything else: a bad content file stops start-up with a message naming it.
  const siteContent = loadContent(config.site.contentDir);
  const fillLegal = (html: string) => fillLegalPlaceholders(html, config.legal);
  const content = createContentService(siteContent, fillLegal);

  await app.register(requestIdPlugin);
  await app.register(securityHeadersPlugin, {
    https: config.publicUrl.startsWith('https:'),
    analytics: config.site.analytics,
    videoEmbeds: siteContent.videos.some((video) => !isFileEntry(video)),
  });
  await app.register(errorsPlugin);
  await app.register(openApiPlugin, { appName: config.appName, publicUrl: config.publicUrl });

  await app.register(authPlugin, { authenticate: (token) => authenticateSession(db, token, clock()) });

  const cardAnswers = createCardAnswerCache(cardContentCacheEntries, cardAnswerRecheckMs);
  const deps = {
    db,
    clock,
    passwords,
    companyChanged: (companyId: string) => cardAnswers.forgetCompany(companyId),
    rateLimits: config.rateLimits,
    appName: config.appName,
    publicUrl: config.publicUrl,
    emailTexts: loadEmailTexts(config.localesDir),
    onMailQueued: (mail: QueuedMail) => {
      onMailQueued?.(mail);
      // A developer without a mail client clicks the link straight from the log; never outside development.
      if (config.nodeEnv === 'development') {
        app.log.info({ mail: { kind: mail.kind, to: mail.to, link: mail.link } }, `e-mail queued: ${mail.link}`);
      }
    },
  };

  await app.register(healthRoutes, { db });
  await app.register(accountRoutes, { deps });
  await app.register(emailConfirmationRoutes, { deps });
  await app.register(passwordResetRoutes, { deps });
  await app.register(accountNameRoutes, { deps });

  const { secretBox, activationLookupKey, downloadKey, signingKeys } = loadAppKeys(config, clock(), app.log);
  const files = await createFileStore(config.storage, config.dataDir);
  const licensingDeps = { ...deps, vault: createKeyVault(secretBox, activationLookupKey), signingKeys };
  await app.register(desktopAppRoutes, { deps: licensingDeps });
  await app.register(deviceKeysRoutes, { deps: licensingDeps });
  await app.register(licenseSummaryRoutes, { deps: licensingDeps });

  await app.register(releasesRoutes, {
    deps: {
      db,
      clock,
      publicUrl: config.publicUrl,
      files,
      signedDownloads: config.storage.kind === 's3' && config.storage.signedDownloads,
      downloadKey,
    },
  });

  await app.register(paymentsModule, { deps: licensingDeps, billing: config.billing, localesDir: config.localesDir });
  await app.register(contentRoutes, { content });
  await app.register(seoRoutes, { content, publicUrl: config.publicUrl });
  const settingsDeps = {
    db,
    clock,
    rateLimits: config.rateLimits,
    files,
    secretBox,
    passwords,
    patientPlatformUrl: config.settings.patientPlatformUrl,
    companyChanged: deps.companyChanged,
  };
  // The company settings: profile, logo, password, staff, patient platform, price list and the audit log.
  const settingsModules = [
    profileRoutes,
    avatarRoutes,
    passwordChangeRoutes,
    ownPasswordRoutes,
    staffRoutes,
    patientPlatformRoutes,
    priceListRoutes,
    securityEventRoutes,
  ];
  for (const routes of settingsModules) await app.register(routes, { deps: settingsDeps });
  const cardViews = createViewCounter(db, {
    intervalMs: cardViewsFlushMs,
    onError: (error) => app.log.error({ err: error }, 'card views could not be written; kept for the next attempt'),
  });
  app.decorate('cardViews', cardViews);
  // Fastify runs this after the server stopped taking requests and the ones under way answered: every answered
  // view is written before the database closes.
  app.addHook('onClose', () => cardViews.close());
  const cardsDeps: CardsDeps = {
    db,
    clock,
    vault: licensingDeps.vault,
    secretBox,
    patientPlatformUrl: config.settings.patientPlatformUrl,
    files,
    publicUrl: config.publicUrl,
    cards: config.cards,
    views: cardViews,
    cardContent: createCardContentCache(cardContentCacheEntries),
    cardAnswers,
  };
  await app.register(cardsRoutes, { deps: cardsDeps });

  // Last: its catch-all static route and history fallback answer whatever the modules did not claim.
  await app.register(spaPlugin, {
    staticDir,
    localesDir: config.localesDir,
    contentDir: config.site.contentDir,
    fillContent: fillLegal,
    appName: config.appName,
    publicUrl: config.publicUrl,
    clientConfig: {
      appName: config.appName,
      publicUrl: config.publicUrl,
      contacts: config.site.contacts,
      analytics: config.site.analytics,
    },
    resolvePage: async (pathname, language) =>
      resolveContentPage(content, pathname, language) ?? (await resolvePreviewPage(cardsDeps, pathname)),
  });
  // After the SPA plugin, whose not-found fallback needs what it registers on every later route.
  await app.register(mediaRoutes, { mediaDir: path.join(config.site.contentDir, mediaFolder) });

  return app;
};

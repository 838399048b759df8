import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { Database } from './db/tables';
import { accountNameModule } from './modules/account-name/routes';
import { accountsModule } from './modules/accounts/routes';
import { fillLegalPlaceholders } from './modules/content/legal-placeholders';
import { loadContent } from './modules/content/load-content';
import { resolveContentPage } from './modules/content/page-metadata';
import { contentRoutes, seoRoutes } from './modules/content/routes';
import { mediaRoutes } from './modules/content/media-routes';
import { createContentService } from './modules/content/service';
import { isFileEntry, mediaFolder } from './modules/content/videos-file';
import { paymentsModule } from './modules/billing/payments';
import { cardDecisionReceiptModule } from './modules/card-decisions/receipt-routes';
import { cardDecisionsModule } from './modules/card-decisions/routes';
import { cardsModule } from './modules/cards/routes';
import { closureModule } from './modules/closure/routes';
import { emailConfirmationModule } from './modules/email-confirmation/routes';
import { healthModule } from './modules/health/routes';
import { licensingModule } from './modules/licensing/module';
import type { QueuedMail } from './modules/mail/service';
import { passwordResetModule } from './modules/password-reset/routes';
import { releasesModule } from './modules/releases/routes';
import { authenticateSession } from './modules/sessions/service';
import { securityEventsModule } from './modules/audit/routes';
import { avatarModule } from './modules/avatar/routes';
import { passwordChangeModule } from './modules/password-change/routes';
import { patientPlatformModule } from './modules/patient-platform/routes';
import { priceListModule } from './modules/price-list/routes';
import { profileModule } from './modules/profile/routes';
import { ownPasswordModule } from './modules/staff/own-password-routes';
import { staffModule } from './modules/staff/routes';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { AccessLogController } from './plugins/access-log';
import { loggerOptions } from './plugins/logger';
import { openApiPlugin } from './plugins/openapi';
import { codeForStatus, problemFor, sendProblem } from './plugins/problem';
import { genReqId, requestIdPlugin } from './plugins/request-id';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaPlugin } from './plugins/spa';
import { validatorCompiler } from './plugins/validation';
import { type Passwords, createPasswords } from './security/passwords';
import { coreServices } from './services/core';
import { filesService } from './services/files';
import { keysService } from './services/keys';
import { mailService } from './services/mail';

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

  // The shared services, as decorators: a module declares the ones it uses, so registering it first fails at start.
  await app.register(coreServices, { db, clock, passwords });
  await app.register(keysService, { config });
  await app.register(filesService, { storage: config.storage, dataDir: config.dataDir });

  await app.register(mailService, {
    appName: config.appName,
    publicUrl: config.publicUrl,
    localesDir: config.localesDir,
    logLinks: config.nodeEnv === 'development',
    onMailQueued,
  });

  await app.register(healthModule);
  const rateLimits = { rateLimits: config.rateLimits };
  await app.register(accountsModule, rateLimits);
  await app.register(emailConfirmationModule, rateLimits);
  await app.register(passwordResetModule, rateLimits);
  await app.register(accountNameModule);

  await app.register(licensingModule, rateLimits);

  await app.register(releasesModule, {
    publicUrl: config.publicUrl,
    signedDownloads: config.storage.kind === 's3' && config.storage.signedDownloads,
  });

  await app.register(paymentsModule, {
    publicUrl: config.publicUrl,
    appName: config.appName,
    billing: config.billing,
    localesDir: config.localesDir,
  });
  await app.register(contentRoutes, { content });
  await app.register(seoRoutes, { content, publicUrl: config.publicUrl });
  // The company settings: profile, logo, password, staff, patient platform, price list and the audit log.
  const settingsOptions = { rateLimits: config.rateLimits, patientPlatformUrl: config.settings.patientPlatformUrl };
  const settingsModules = [
    profileModule,
    avatarModule,
    passwordChangeModule,
    ownPasswordModule,
    staffModule,
    patientPlatformModule,
    priceListModule,
    securityEventsModule,
  ];
  for (const plugin of settingsModules) await app.register(plugin, settingsOptions);
  await app.register(closureModule, rateLimits);
  await app.register(cardsModule, {
    cards: config.cards,
    publicUrl: config.publicUrl,
    patientPlatformUrl: config.settings.patientPlatformUrl,
  });
  await app.register(cardDecisionsModule, rateLimits);
  await app.register(cardDecisionReceiptModule);

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
      resolveContentPage(content, pathname, language) ?? (await app.cardPreviewPage(pathname)),
  });
  // After the SPA plugin, whose not-found fallback needs what it registers on every later route.
  await app.register(mediaRoutes, { mediaDir: path.join(config.site.contentDir, mediaFolder) });

  return app;
};

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/tables';
import { healthRoutes } from './modules/health/routes';
import { errorsPlugin } from './plugins/errors';
import { loggerOptions } from './plugins/logger';
import { openApiPlugin } from './plugins/openapi';
import { genReqId, requestIdPlugin } from './plugins/request-id';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaPlugin } from './plugins/spa';
import { validatorCompiler } from './plugins/validation';

export interface AppDeps {
  config: Readonly<Config>;
  db: Kysely<Database>;
  /** Overrides `config.staticDir` (tests point it at a temporary build). */
  staticDir?: string;
  /** Where JSON log lines go instead of stdout (tests read them). */
  logStream?: Writable | undefined;
}

export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

/** The whole HTTP application, plugins first and then modules, in a fixed order; it does not listen. */
export const buildApp = async ({ config, db, staticDir = config.staticDir, logStream }: AppDeps): Promise<App> => {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    genReqId,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);

  await app.register(requestIdPlugin);
  await app.register(securityHeadersPlugin, { https: config.publicUrl.startsWith('https:') });
  await app.register(errorsPlugin);
  await app.register(openApiPlugin, { appName: config.appName, publicUrl: config.publicUrl });

  await app.register(healthRoutes, { db });

  // Last: its catch-all static route and history fallback answer whatever the modules did not claim.
  await app.register(spaPlugin, {
    staticDir,
    localesDir: config.localesDir,
    appName: config.appName,
    publicUrl: config.publicUrl,
  });

  return app;
};

import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { version } from '../../package.json';
import { authorizationKey } from '../../contract/rules/auth';
import { legalArticleSlugs } from '../../contract/rules/legal-articles';
import { buildPath, paths } from '../../contract/rules/routes';
import { routeAccess } from './auth';
import { apiPrefix } from './errors';

export const docsPrefix = '/api/docs';

/** Name of the security scheme of the routes that need a session. */
export const sessionSecurity = 'companySession';

export interface OpenApiOptions {
  appName: string;
  publicUrl: string;
}

// Answer headers the documentation app's own server sets for the body it sends; ours sets them again.
const ownHeaders = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);
const forwardedRequestHeaders = ['accept', 'if-none-match', 'if-modified-since'] as const;

/**
 * Read from the hooks the route declares, as the access-matrix suite reads them, so the document cannot claim a
 * session the route does not ask for. Every other route is public: its operation says so with an empty list.
 */
const securityOf = (route: RouteOptions): Record<string, string[]>[] =>
  routeAccess(route).kind === 'session' ? [{ [sessionSecurity]: [] }] : [];

/**
 * A Fastify app of its own with @fastify/swagger and Swagger UI over the same routes and schemas (answering nothing
 * but the documentation). Both packages, their YAML and JSON-schema helpers and the generated document take several
 * megabytes that an idle server does not need: they load at the first request under `/api/docs`.
 */
const buildDocsApp = async (options: OpenApiOptions, routes: readonly RouteOptions[]): Promise<FastifyInstance> => {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ logger: false });
  // The routes here only describe the real ones: nothing is validated or serialized, so nothing is compiled.
  docs.setValidatorCompiler(() => () => true);
  docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await docs.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${options.appName} API`,
        version,
        description: `The HTTP API of ${options.appName}: the desktop program calls the \`desktop app\` operations, the web cabinet and the public site the others. Failures answer RFC 9457 problem bodies with a stable \`code\`.`,
        contact: { name: options.appName, url: options.publicUrl },
        license: {
          name: 'Proprietary',
          url: `${options.publicUrl}${buildPath(paths.article, { articleUrl: legalArticleSlugs.license })}`,
        },
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          [sessionSecurity]: {
            type: 'apiKey',
            in: 'header',
            name: authorizationKey,
            description: 'The session token from sign-up or sign-in.',
          },
        },
      },
    },
    transform: ({ schema, url }) => ({
      schema: url.startsWith(apiPrefix) && !url.startsWith(docsPrefix) ? schema : { ...schema, hide: true },
      url,
    }),
  });
  for (const route of routes) {
    const schema = { ...route.schema, security: securityOf(route) };
    docs.route({ method: route.method, url: route.url, schema, handler: async () => null });
  }
  await docs.register(swaggerUi, {
    routePrefix: docsPrefix,
    // The hosted validator badge would need an external image the CSP rightly refuses.
    uiConfig: { validatorUrl: null },
  });
  await docs.ready();
  return docs;
};

/** OpenAPI 3 built from the routes' own schemas; JSON at `/api/docs/json`, Swagger UI at `/api/docs`. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: OpenApiOptions) => {
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      // HEAD twins of GET routes are made again by the documentation app, as they were here.
      if (route.method !== 'HEAD' && !route.url.startsWith(docsPrefix)) routes.push(route);
    });
    let docs: Promise<FastifyInstance> | undefined;
    const serveDocs = async (request: FastifyRequest, reply: FastifyReply) => {
      docs ??= buildDocsApp(options, routes).catch((error: unknown) => {
        docs = undefined;
        throw error;
      });
      const headers: Record<string, string> = {};
      for (const name of forwardedRequestHeaders) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await (await docs).inject({ method: 'GET', url: request.url, headers });
      reply.allowInlineStyles();
      reply.code(answer.statusCode);
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !ownHeaders.has(name)) reply.header(name, value);
      }
      return reply.send(answer.rawPayload);
    };
    app.get(docsPrefix, { schema: { hide: true }, config: { public: true } }, serveDocs);
    app.get(`${docsPrefix}/*`, { schema: { hide: true }, config: { public: true } }, serveDocs);
  },
  { name: 'openapi', dependencies: ['security-headers'] },
);

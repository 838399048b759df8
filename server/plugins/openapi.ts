import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { version } from '../../package.json';
import { authorizationKey } from '../../contract/rules/auth';
import { apiPrefix } from './errors';

export const docsPrefix = '/api/docs';

/** Name of the security scheme routes list in `schema.security` when they need a session. */
export const sessionSecurity = 'companySession';

export interface OpenApiOptions {
  appName: string;
  publicUrl: string;
}

/** OpenAPI 3 built from the routes' own schemas; JSON at `/api/docs/json`, Swagger UI at `/api/docs`. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: OpenApiOptions) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: `${options.appName} API`, version },
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
    await app.register(swaggerUi, {
      routePrefix: docsPrefix,
      // The hosted validator badge would need an external image the CSP rightly refuses.
      uiConfig: { validatorUrl: null },
    });
  },
  { name: 'openapi' },
);

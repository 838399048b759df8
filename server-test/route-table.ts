import type { RouteOptions } from 'fastify';
import { type RouteAccess, routeAccess } from '../server/plugins/auth';
import { apiPrefix } from '../server/plugins/errors';

export interface TableRoute {
  method: string;
  url: string;
  /** `GET /api/company/cards/:id` — how failures name the route. */
  name: string;
  access: RouteAccess;
  /** The `:name` segments of the URL, in order. */
  params: string[];
  hasBody: boolean;
  /** The properties the body and query schemas declare. */
  bodyFields: string[];
  queryFields: string[];
  isApi: boolean;
}

const propertiesOf = (schema: unknown): string[] =>
  typeof schema === 'object' && schema !== null && 'properties' in schema
    ? Object.keys(schema.properties as Record<string, unknown>)
    : [];

/**
 * Collects the routes an app registers (pass `onRoute` to createTestApp), one entry per method, the HEAD twins
 * Fastify makes for GET routes included.
 */
export const routeTable = () => {
  const routes: TableRoute[] = [];
  const onRoute = (route: RouteOptions): void => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        name: `${method} ${route.url}`,
        access: routeAccess(route),
        params: [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!),
        hasBody: route.schema?.body !== undefined,
        bodyFields: propertiesOf(route.schema?.body),
        queryFields: propertiesOf(route.schema?.querystring),
        isApi: route.url.startsWith(apiPrefix),
      });
    }
  };
  return { routes, onRoute };
};

import type { FastifyInstance, FastifyRequest, RouteOptions, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type Role, roles as allRoles } from '../../contract/rules/account';
import { authorizationKey } from '../../contract/rules/auth';
import { secretTokenPattern } from '../security/secret-tokens';
import { HttpProblem } from './problem';

/** Who a request acts for, once its session token checked out. */
export interface RequestAuth {
  companyId: string;
  role: Role;
  sessionId: string;
  /** The staff member signed in; null for the company owner. */
  staffId: string | null;
}

/** Looks a session token up: null when it is unknown, revoked or expired. */
export type Authenticate = (token: string) => Promise<RequestAuth | null>;

export interface AuthOptions {
  authenticate: Authenticate;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without a session by design (sign-in, a public card, the desktop program's key routes…). */
    public?: true;
    /** A public route whose answer carries a secret (a session token, a license lease, a preview link). */
    secretAnswer?: true;
  }
  interface FastifyRequest {
    /** Set by `requireAuth` / `requireRole`; null on routes that do not ask for a session. */
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    /** Route hook: 401 unless the `api-company-authorization` header carries a live session. */
    requireAuth: onRequestAsyncHookHandler;
    /** Route hook: 401 without a live session, 403 when its role is not one of `roles`. */
    requireRole: (...roles: Role[]) => onRequestAsyncHookHandler;
  }
}

// The roles each hook made by this plugin lets through, so a route's access can be read from the hooks it declares.
const hookRoles = new WeakMap<object, readonly Role[]>();

const tagged = (roles: readonly Role[], hook: onRequestAsyncHookHandler): onRequestAsyncHookHandler => {
  hookRoles.set(hook, roles);
  return hook;
};

/**
 * Sessions on the routes that ask for them: reads the token header, lets `authenticate` check the session and
 * its company, and puts `{ companyId, role, sessionId }` on the request. Routes opt in, so static files and
 * public routes never touch the sessions table.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, { authenticate }: AuthOptions) => {
    app.decorateRequest('auth', null);

    // The session travels in a custom header that shared caches do not treat as authorisation, so every answer that
    // depends on it (or carries a secret) says itself that it may not be stored, refusals included.
    app.addHook('onRoute', (route) => {
      const access = routeAccess(route);
      if (access.kind !== 'session' && route.config?.secretAnswer !== true) return;
      route.onRequest = [noStore, ...hooksIn(route.onRequest)];
    });

    const signedIn = async (request: FastifyRequest): Promise<RequestAuth> => {
      const token = request.headers[authorizationKey];
      // A malformed value cannot match any session: answer without a query.
      if (typeof token !== 'string' || !secretTokenPattern.test(token)) throw new HttpProblem(401, 'UNAUTHORIZED');
      const auth = await authenticate(token);
      if (!auth) throw new HttpProblem(401, 'UNAUTHORIZED');
      request.auth = auth;
      return auth;
    };

    app.decorate(
      'requireAuth',
      tagged(allRoles, async (request: FastifyRequest) => {
        await signedIn(request);
      }),
    );
    app.decorate('requireRole', (...roles: Role[]) =>
      tagged(roles, async (request: FastifyRequest) => {
        const auth = await signedIn(request);
        if (!roles.includes(auth.role)) throw new HttpProblem(403, 'FORBIDDEN');
      }),
    );
  },
  { name: 'auth' },
);

/** The session of a route guarded by `requireAuth` / `requireRole`. */
export const authOf = (request: FastifyRequest): RequestAuth => {
  if (!request.auth) throw new HttpProblem(401, 'UNAUTHORIZED');
  return request.auth;
};

export type RouteAccess =
  | { kind: 'session'; roles: readonly Role[] }
  | { kind: 'public' }
  /** Neither a session hook nor `config.public`: nobody said who may call it. */
  | { kind: 'undeclared' }
  /** Both a session hook and `config.public`. */
  | { kind: 'conflicting' };

const noStore: onRequestAsyncHookHandler = async (_request, reply) => {
  reply.header('cache-control', 'no-store');
};

const hooksIn = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

const hooksOf = (route: RouteOptions): unknown[] =>
  [route.onRequest, route.preValidation, route.preHandler].flatMap((hooks) =>
    hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks],
  );

/** Who may call a route, read from what it declares: a `requireAuth` / `requireRole` hook or `config.public`. */
export const routeAccess = (route: RouteOptions): RouteAccess => {
  const guards = hooksOf(route).flatMap((hook) => {
    const roles = typeof hook === 'function' ? hookRoles.get(hook) : undefined;
    return roles ? [roles] : [];
  });
  const isPublic = (route.config as { public?: true } | undefined)?.public === true;
  if (guards.length > 0 && isPublic) return { kind: 'conflicting' };
  if (guards.length > 0)
    return { kind: 'session', roles: allRoles.filter((role) => guards.every((g) => g.includes(role))) };
  return isPublic ? { kind: 'public' } : { kind: 'undeclared' };
};

import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '../../contract/rules/account';
import { problemContentType } from '../../contract/api/errors';
import { startSession } from '../modules/sessions/service';
import { type RouteFill, routeFills } from '../../server-test/access-requests';
import { type SeededCompany, seedCompanyB } from '../../server-test/access-seed';
import { withToken } from '../../server-test/accounts';
import { companySnapshot } from '../../server-test/company-snapshot';
import type { TableRoute } from '../../server-test/route-table';
import type { PlatformStandIn } from '../../server-test/patient-platform-stand-in';
import type { TestApp } from '../../server-test/test-app';
import { testDialect } from '../../server-test/test-db';
import { useSeededApp } from '../../server-test/seeded-app';
import { newSecretToken } from './secret-tokens';

interface Case {
  name: string;
  applies: (roles: readonly Role[]) => boolean;
  token: () => Promise<string | undefined>;
  /** The statuses a refusal may have; null: B acts on its own company, so any answer but a leak or a 5xx. */
  refusal: (namesA: boolean) => number[] | null;
  /** A's objects must answer exactly as ids that name nothing do, so a stranger cannot even tell they exist. */
  likeUnknownIds?: true;
}

// An id of the same shape that names nothing: its last character changed.
const unknownId = (id: string): string => `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`;

// A HEAD answer has no body to read the code from.
const answerOf = (response: LightMyRequestResponse): string =>
  String(response.headers['content-type']).startsWith(problemContentType) && response.body !== ''
    ? `${response.statusCode} ${String((response.json() as { code?: string }).code)}`
    : `${response.statusCode}`;

describe(`access matrix: every company-scoped route refuses strangers on ${testDialect()}`, () => {
  const seeded = useSeededApp();
  const { time, mail, table } = seeded;
  let testApp: TestApp;
  let a: SeededCompany;
  let b: { companyId: string };
  let platform: PlatformStandIn;

  beforeAll(async () => {
    ({ testApp, a, platform } = seeded);
    b = await seedCompanyB(testApp.app, mail);
  });

  const sessionRoutes = () => table.routes.filter((route) => route.access.kind === 'session');
  const rolesOf = (route: TableRoute): readonly Role[] => (route.access.kind === 'session' ? route.access.roles : []);
  const needsFill = (route: TableRoute) => route.params.length > 0 || route.hasBody;

  const cases: Case[] = [
    { name: 'no token', applies: () => true, token: async () => undefined, refusal: () => [401] },
    { name: 'malformed token', applies: () => true, token: async () => 'not a session token', refusal: () => [401] },
    { name: 'unknown token', applies: () => true, token: async () => newSecretToken(), refusal: () => [401] },
    { name: 'expired token', applies: () => true, token: async () => a.expiredToken, refusal: () => [401] },
    { name: 'revoked token', applies: () => true, token: async () => a.revokedToken, refusal: () => [401] },
    {
      name: 'token from before a password change',
      applies: () => true,
      token: async () => a.beforePasswordChangeToken,
      refusal: () => [401],
    },
    {
      name: "a removed admin's token",
      applies: () => true,
      token: async () => a.removedStaffToken,
      refusal: () => [401],
    },
    {
      name: "A's doctor",
      applies: (roles) => !roles.includes('doctor'),
      token: async () => a.doctorToken,
      refusal: () => [403],
    },
    {
      name: "A's admin",
      applies: (roles) => !roles.includes('admin'),
      token: async () => a.adminToken,
      refusal: () => [403],
    },
    {
      name: "company B's owner",
      applies: () => true,
      // A fresh session each time: B's own sign-out or password change must not spoil the next request.
      token: async () => (await startSession(testApp.db, b.companyId, 'owner', time.now())).token,
      refusal: (namesA) => (namesA ? [403, 404] : null),
      likeUnknownIds: true,
    },
  ];

  const urlOf = (route: TableRoute, fill: RouteFill): string =>
    route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(fill.params?.[name] ?? ''));

  const send = async (route: TableRoute, fill: RouteFill, token: string | undefined) => {
    const url = urlOf(route, fill);
    const response = await testApp.app.inject({
      method: route.method as 'GET',
      url,
      headers: token === undefined ? {} : withToken(token),
      ...(fill.body === undefined ? {} : { payload: fill.body as object }),
    });
    return { response, sent: `${url} ${JSON.stringify(fill.body ?? null)}` };
  };

  /** What is wrong with one answer; empty when it is right. */
  const faults = (response: LightMyRequestResponse, refusal: number[] | null, sent: string): string[] => {
    const found: string[] = [];
    const answer = `${JSON.stringify(response.headers)} ${response.body}`;
    const leaked = a.secrets.filter((secret) => answer.includes(secret) && !sent.includes(secret));
    if (leaked.length > 0) found.push(`leaks ${leaked.join(', ')}`);
    if (refusal === null) {
      if (response.statusCode >= 500) found.push(`answered ${response.statusCode}`);
      return found;
    }
    if (!refusal.includes(response.statusCode)) found.push(`answered ${response.statusCode}, not ${refusal.join('/')}`);
    if (!String(response.headers['content-type']).startsWith(problemContentType)) {
      found.push(`content-type ${String(response.headers['content-type'])}`);
    } else if (response.body !== '' && (response.json() as { status?: number }).status !== response.statusCode) {
      found.push('problem status differs from the answer');
    }
    return found;
  };

  it('finds who may call every API route in what the route declares', () => {
    const undeclared = table.routes
      .filter((route) => route.isApi && (route.access.kind === 'undeclared' || route.access.kind === 'conflicting'))
      .map((route) => `${route.name}: ${route.access.kind} (add requireAuth/requireRole, or config: { public: true })`);
    expect(undeclared).toEqual([]);
    expect(sessionRoutes().length).toBeGreaterThan(30);
  });

  // The roles a route declares are what the matrix tries, so a route that lets in more than it should would pass
  // unnoticed without this: the policy of the README ("owner and admins; staff management is the owner's").
  it('admits only the roles the policy gives each company-scoped route', () => {
    const policy = (url: string): readonly Role[] => {
      if (url === '/api/account' || url === '/api/auth/sign-out') return ['owner', 'admin', 'doctor'];
      if (url.startsWith('/api/company/staff') || url === '/api/company/password') return ['owner'];
      // An admin's own staff password; the owner changes the company's at /api/company/password.
      if (url === '/api/account/password') return ['admin'];
      const ownersOnly = ['/api/company/security-events', '/api/company/closure', '/api/company/export'];
      if (ownersOnly.includes(url)) return ['owner'];
      return ['owner', 'admin'];
    };
    const mismatched = sessionRoutes()
      .filter((route) => rolesOf(route).join() !== policy(route.url).join())
      .map((route) => `${route.name}: admits ${rolesOf(route).join('/')}, policy ${policy(route.url).join('/')}`);
    expect(mismatched).toEqual([]);
  });

  it('can fill in every company-scoped route that takes params or a body', () => {
    const names = new Set(sessionRoutes().map((route) => route.name));
    const unfilled = sessionRoutes()
      .filter((route) => needsFill(route))
      .flatMap((route) => {
        const fill = routeFills[route.name];
        if (!fill) return [`${route.name}: no entry in server-test/access-requests.ts`];
        const missing = route.params.filter((param) => fill(a, time.now()).params?.[param] === undefined);
        return missing.length > 0 ? [`${route.name}: no value for ${missing.join(', ')}`] : [];
      });
    const stale = Object.keys(routeFills)
      .filter((name) => !names.has(name))
      .map((name) => `${name}: no such company-scoped route`);
    expect([...unfilled, ...stale]).toEqual([]);
  });

  it("refuses every stranger on every company-scoped route, leaks nothing of A and leaves A's rows alone", async () => {
    const before = await companySnapshot(testApp.db, a.companyId);
    const failures: string[] = [];
    let tried = 0;
    for (const route of sessionRoutes()) {
      if (needsFill(route) && !routeFills[route.name]) continue;
      for (const attempt of cases) {
        if (!attempt.applies(rolesOf(route))) continue;
        const fill = routeFills[route.name]?.(a, time.now()) ?? {};
        const namesA = Object.values(fill.params ?? {}).some((value) => a.secrets.includes(value));
        const { response, sent } = await send(route, fill, await attempt.token());
        tried += 1;
        for (const fault of faults(response, attempt.refusal(namesA), sent)) {
          failures.push(`${route.name} with ${attempt.name}: ${fault}`);
        }
        if (attempt.likeUnknownIds && namesA) {
          const params = Object.fromEntries(
            Object.entries(fill.params ?? {}).map(([name, value]) => [name, unknownId(value)]),
          );
          const unknown = await send(route, { ...fill, params }, await attempt.token());
          tried += 1;
          if (answerOf(unknown.response) !== answerOf(response)) {
            failures.push(
              `${route.name} with ${attempt.name}: ${answerOf(response)} for A's object, ` +
                `${answerOf(unknown.response)} for an unknown id`,
            );
          }
        }
      }
    }
    console.log(
      `access matrix: ${sessionRoutes().length} company-scoped routes ` +
        `(${sessionRoutes().filter((route) => route.method === 'HEAD').length} of them HEAD twins) × ` +
        `${cases.length} cases (where they apply) = ` +
        `${tried} requests; ${table.routes.filter((route) => route.access.kind === 'public').length} public routes ` +
        `and ${table.routes.filter((route) => !route.isApi).length} site routes outside /api/ not tried`,
    );
    expect(failures).toEqual([]);
    expect(await companySnapshot(testApp.db, a.companyId)).toEqual(before);
    expect(platform.patients()).toEqual([]);
  });
});

import type { LightMyRequestResponse } from 'fastify';
import { startSession } from '../modules/sessions/service';
import { routeFills } from '../../server-test/access-requests';
import { post, signIn, signUp, signUpBody, withToken } from '../../server-test/accounts';
import { cardParts, postCard } from '../../server-test/cards';
import { activateBody, newNonce } from '../../server-test/licensing';
import type { TableRoute } from '../../server-test/route-table';
import { useSeededApp } from '../../server-test/seeded-app';
import { testDialect } from '../../server-test/test-db';

const storable = (response: LightMyRequestResponse): boolean =>
  !/(^|,)\s*no-store\s*(,|$)/.test(String(response.headers['cache-control'] ?? ''));

// The session travels in a custom header that shared caches do not count as authorisation, so an answer that
// depends on it, or carries a secret, must forbid storing it itself.
describe(`answers that depend on a session or carry a secret are never stored, on ${testDialect()}`, () => {
  const seeded = useSeededApp();
  const { time, table } = seeded;

  const send = (route: TableRoute, token: string | undefined) => {
    const fill = routeFills[route.name]?.(seeded.a, time.now()) ?? {};
    const url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => fill.params?.[name] ?? 'x');
    return seeded.testApp.app.inject({
      method: route.method as 'GET',
      url,
      headers: token === undefined ? {} : withToken(token),
      ...(fill.body === undefined ? {} : { payload: fill.body as object }),
    });
  };

  // First: the walk below reloads A's key, which releases the device these requests use.
  it('says no-store on the public answers that carry a session token, a license lease or a preview link', async () => {
    const { app } = seeded.testApp;
    const { device } = seeded.a;
    const signedUp = await post(app, '/api/auth/sign-up', signUpBody());
    const owner = await signUp(app);
    const answers: Record<string, LightMyRequestResponse> = {
      'sign-up': signedUp,
      'sign-in': await signIn(app, owner.body.email, owner.body.password),
      'wrong sign-in': await signIn(app, owner.body.email, 'not the password'),
      activate: await post(app, '/api/app/activate', activateBody(device.key, device.fingerprint)),
      validate: await post(app, '/api/app/validate', {
        key: device.key,
        fingerprint: device.fingerprint,
        appVersion: '1.4.0',
        nonce: newNonce(),
      }),
      'app sign-in': await post(app, '/api/app/sign-in', {
        login: owner.body.email,
        password: owner.body.password,
        key: device.key,
        fingerprint: device.fingerprint,
      }),
      'card upload': await postCard(app, await cardParts(device)),
    };
    expect(answers['sign-up']!.statusCode).toBe(201);
    expect(answers['sign-in']!.statusCode).toBe(200);
    expect(answers.activate!.json()).toMatchObject({ code: 'VALID' });
    expect(answers.validate!.json()).toMatchObject({ code: 'VALID' });
    expect(answers['card upload']!.statusCode).toBe(201);
    const stored = Object.entries(answers)
      .filter(([, response]) => storable(response))
      .map(([name, response]) => `${name}: ${response.statusCode}, cache-control ${response.headers['cache-control']}`);
    expect(stored).toEqual([]);
  });

  it('says no-store on every answer of every company-scoped route, to its owner and to a stranger', async () => {
    const routes = table.routes.filter((route) => route.access.kind === 'session');
    expect(routes.length).toBeGreaterThan(30);
    const stored: string[] = [];
    for (const route of routes) {
      // A fresh session each time: sign-out and the password change must not spoil the next request.
      const owner = (await startSession(seeded.testApp.db, seeded.a.companyId, 'owner', time.now())).token;
      for (const [who, token] of [
        ['the owner', owner],
        ['nobody', undefined],
      ] as const) {
        const response = await send(route, token);
        if (storable(response)) {
          stored.push(
            `${route.name} to ${who}: ${response.statusCode}, cache-control ${response.headers['cache-control']}`,
          );
        }
      }
    }
    expect(stored).toEqual([]);
  });

  it('leaves public content cacheable', async () => {
    const packages = await seeded.testApp.app.inject({ url: '/api/packages' });
    expect(packages.statusCode).toBe(200);
    expect(storable(packages)).toBe(true);
  });
});

import { catalogCodes } from '../../../contract/rules/price-catalog';
import { post, signUp, withToken } from '../../../server-test/accounts';
import { useClockedApp } from '../../../server-test/clocked-app';
import { activateBody, callApp, confirmedCompany, listKeys, newFingerprint } from '../../../server-test/licensing';
import { days, hours } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';

describe(`the trial, its bonuses and the license summary on ${testDialect()}`, () => {
  const { time, mail, app, testApp } = useClockedApp();

  const summary = async (token: string) => {
    const response = await app().inject({ url: '/api/company/license', headers: withToken(token) });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const apply = (token: string, kind: string) =>
    post(app(), `/api/company/bonuses/${kind}`, undefined, withToken(token));
  const fillProfile = (token: string) =>
    app().inject({
      method: 'PUT',
      url: '/api/company/profile',
      headers: withToken(token),
      payload: { country: 'UA', city: 'Kyiv', ceo: 'Olena Koval', contactPerson: '', phone: '+380 44 123 4567' },
    });
  const addRows = async (token: string, count: number) => {
    for (let index = 0; index < count; index += 1) {
      const response = await post(
        app(),
        '/api/price-list/rows',
        { elementCode: catalogCodes[index % catalogCodes.length], name: `Position ${index + 1}`, price: '100' },
        withToken(token),
      );
      expect(response.statusCode).toBe(201);
    }
  };

  it('starts as a trial of 2 days that has not begun, with both challenges locked', async () => {
    const { token } = await signUp(app());
    expect(await summary(token)).toEqual({
      plan: 'trial',
      active: true,
      devices: 2,
      trial: {
        startedAt: null,
        days: 2,
        expiresAt: null,
        daysLeft: null,
        bonuses: [
          { kind: 'profile', state: 'locked', appliedAt: null, done: 0, needed: 4, days: 5 },
          { kind: 'price-list', state: 'locked', appliedAt: null, done: 0, needed: 10, days: 5 },
        ],
      },
      subscription: null,
      periods: [],
      allowedPurchases: ['buy'],
    });
  });

  it('refuses a bonus whose challenge is not done, and an unknown bonus', async () => {
    const { token } = await signUp(app());
    await addRows(token, 9);
    const early = await apply(token, 'price-list');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('BONUS_NOT_AVAILABLE');
    expect((await summary(token)).trial.bonuses[1]).toMatchObject({ state: 'locked', done: 9 });
    expect((await apply(token, 'referral')).statusCode).toBe(400);
  });

  it('counts from the first activation and grows by 5 days per bonus, each applied once under 20 clicks', async () => {
    const { token } = await confirmedCompany(app(), mail);
    const [key] = await listKeys(app(), token);
    await callApp(app(), '/api/app/activate', activateBody(key!.key, newFingerprint()));
    const started = time.now().toISOString();
    time.advance(hours(12));
    expect((await summary(token)).trial).toMatchObject({ startedAt: started, days: 2, daysLeft: 2 });

    expect((await fillProfile(token)).statusCode).toBe(200);
    await addRows(token, 10);
    const before = await summary(token);
    expect(before.trial.bonuses.map((bonus: { state: string }) => bonus.state)).toEqual(['available', 'available']);

    const clicks = await Promise.all(Array.from({ length: 20 }, () => apply(token, 'profile')));
    expect(clicks.every((click) => click.statusCode === 200)).toBe(true);
    const afterProfile = await summary(token);
    expect(afterProfile.trial.days).toBe(7);
    expect(afterProfile.trial.bonuses[0]).toMatchObject({ state: 'applied', appliedAt: time.now().toISOString() });
    const rows = await testApp().db.selectFrom('company_licenses').selectAll().execute();
    expect(rows.filter((row) => row.profile_bonus_at !== null && row.trial_started_at === started)).toHaveLength(1);

    // The 10-day cap leaves the second bonus 3 days (2 + 5 + 5 would be 12): its challenge says so.
    expect(afterProfile.trial.bonuses[1]).toMatchObject({ state: 'available', days: 3 });

    time.advance(hours(1));
    await apply(token, 'price-list');
    const both = await summary(token);
    expect(both.trial.bonuses.map((bonus: { days: number }) => bonus.days)).toEqual([5, 3]);
    expect(both.trial).toMatchObject({ days: 10, expiresAt: new Date(Date.parse(started) + days(10)).toISOString() });
    // Applied is for ever: emptying the price list afterwards takes nothing back.
    await testApp().db.deleteFrom('price_rows').execute();
    expect((await apply(token, 'price-list')).json().trial.days).toBe(10);

    time.advance(days(10));
    const over = await summary(token);
    expect(over).toMatchObject({ active: false, trial: { daysLeft: 0 } });
  });

  it('shows a paid subscription and what may be bought next', async () => {
    const { token } = await confirmedCompany(app(), mail);
    const created = await post(app(), '/api/company/orders', { kind: 'buy', months: 6, devices: 10 }, withToken(token));
    await post(app(), `${new URL(created.json().checkoutUrl).pathname}/pay`);
    expect(await summary(token)).toMatchObject({
      plan: 'subscription',
      active: true,
      devices: 10,
      subscription: { devices: 10, startsAt: time.now().toISOString(), active: true, daysLeft: 180 },
      allowedPurchases: ['renew', 'upgrade'],
    });
  });

  it('answers 401 without a session', async () => {
    expect((await app().inject({ url: '/api/company/license' })).statusCode).toBe(401);
    expect((await post(app(), '/api/company/bonuses/profile')).statusCode).toBe(401);
  });
});

import { recordDecision } from '../../../server-test/clinic-decisions';
import {
  type ActivatedDevice,
  activatedDevice,
  sampleCardWithOptions,
  uploadCard,
  useCardsTestApp,
} from '../../../server-test/cards';
import { call } from '../../../server-test/settings';
import { days, minutes } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';

/** A plan in USD of one step with an item per catalogue code (null: a row of the clinic's own). */
const planWith = (...codes: (string | null)[]) => ({
  currency: 'USD',
  steps: [
    {
      title: 'Treatment',
      items: codes.map((code) => ({
        elementCode: code,
        name: code ?? 'Own row',
        quantity: 1,
        unitPriceMinor: 1000,
        totalMinor: 1000,
      })),
      totalMinor: 1000 * codes.length,
    },
  ],
  totalMinor: 1000 * codes.length,
});

describe(`the dashboard's plan figures on ${testDialect()}`, () => {
  const start = '2026-11-23T09:00:00.000Z';
  const server = useCardsTestApp(start);
  const { time, mail } = server;
  const app = () => server.testApp.app;
  let device: ActivatedDevice;

  beforeEach(async () => {
    time.set(start);
    device = await activatedDevice(app(), mail);
  });

  const figures = async () => {
    const response = await call(app(), device.owner.token, 'GET', '/api/company/cards/figures');
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const createdAt = (id: string, at: string) =>
    server.testApp.db.updateTable('treatment_cards').set({ created_at: at }).where('id', '=', id).execute();
  const open = async (previewLink: string) => {
    await app().inject({ url: `/api/cards/${previewLink}` });
    await app().cardViews.flush();
  };

  it('counts the last 90 days shared, opened and accepted, overall and per module', async () => {
    const formula = sampleCardWithOptions().options[0]!.formula;
    const aligners = await uploadCard(app(), device, { fields: { plan: planWith('aligners') } });
    const options = await uploadCard(app(), device, {
      fields: {
        formula: undefined,
        plan: undefined,
        options: [
          { title: 'Whiter', recommended: true, formula, plan: planWith('whitening-office') },
          { title: 'Straighter', formula, plan: planWith('braces-metal', null) },
        ],
      },
    });
    const ownRows = await uploadCard(app(), device, { fields: { plan: planWith(null) } });
    const tooOld = await uploadCard(app(), device, { fields: { plan: planWith('implant') } });
    const justIn = await uploadCard(app(), device, { fields: { plan: planWith('implant') } });
    const stranger = await activatedDevice(app(), mail);
    await uploadCard(app(), stranger, { fields: { plan: planWith('aligners') } });

    const now = time.now().getTime();
    await createdAt(tooOld.id, new Date(now - days(91)).toISOString());
    await createdAt(justIn.id, new Date(now - days(90) + minutes(1)).toISOString());
    await open(aligners.previewLink);
    await open(options.previewLink);
    await open(tooOld.previewLink);
    const decide = (id: string, kind: 'accepted' | 'declined', minute: number) =>
      recordDecision(
        server.testApp.db,
        { id, companyId: device.companyId },
        { kind, at: new Date(now + minutes(minute)).toISOString() },
      );
    await decide(aligners.id, 'accepted', 1);
    await decide(options.id, 'accepted', 2);
    await decide(options.id, 'declined', 3);
    await decide(tooOld.id, 'accepted', 4);

    expect(await figures()).toEqual({
      from: new Date(now - days(90)).toISOString(),
      to: new Date(now).toISOString(),
      overall: { shared: 4, opened: 2, accepted: 1 },
      modules: [
        { module: 'prosthetic', shared: 0, opened: 0, accepted: 0 },
        { module: 'therapeutic', shared: 0, opened: 0, accepted: 0 },
        { module: 'aesthetic', shared: 1, opened: 1, accepted: 0 },
        { module: 'orthodontic', shared: 2, opened: 2, accepted: 1 },
        { module: 'surgical', shared: 1, opened: 0, accepted: 0 },
      ],
    });
    expect(ownRows.id).toEqual(expect.any(String));
  });

  it('counts a card with the sample options in every module its options touch', async () => {
    await uploadCard(app(), device, { fields: { formula: undefined, plan: undefined, ...sampleOptions() } });
    const { modules } = await figures();
    expect(
      modules
        .filter((entry: { shared: number }) => entry.shared === 1)
        .map((entry: { module: string }) => entry.module),
    ).toEqual(['prosthetic', 'therapeutic', 'aesthetic', 'surgical']);
  });

  it('keeps the figures for owners and admins with a session', async () => {
    expect((await app().inject({ url: '/api/company/cards/figures' })).statusCode).toBe(401);
  });
});

const sampleOptions = () => ({ options: sampleCardWithOptions().options });

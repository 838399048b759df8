import {
  type ActivatedDevice,
  activatedDevice,
  cardParts,
  postCard,
  sampleCard,
  sampleCardWithOptions,
  uploadCard,
  useCardsTestApp,
} from '../../../server-test/cards';
import { testDialect } from '../../../server-test/test-db';

type Option = {
  title: string;
  note?: string;
  recommended?: boolean;
  formula: { teeth: unknown[] };
  plan: { totalMinor: number };
};

const sampleOptions = () => structuredClone(sampleCardWithOptions().options) as Option[];
/** The upload's text parts with these options instead of the single formula and plan. */
const optionFields = (options: Option[]) => ({ fields: { formula: undefined, plan: undefined, options } });

describe(`POST /api/app/cards with options on ${testDialect()}`, () => {
  const server = useCardsTestApp();
  let device: ActivatedDevice;

  beforeAll(async () => {
    device = await activatedDevice(server.testApp.app, server.mail);
  });

  const app = () => server.testApp.app;
  const storedRow = (id: string) =>
    server.testApp.db.selectFrom('treatment_cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const openCard = async (link: string) => {
    const response = await app().inject({ url: `/api/cards/${link}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('stores the three options of the sample card and answers them, the recommended one also as its plan', async () => {
    const card = await uploadCard(app(), device, optionFields(sampleOptions()));
    const row = await storedRow(card.id);
    expect(Number(row.total_minor)).toBe(418000);
    expect(row.currency).toBe('USD');

    const answer = await openCard(card.previewLink);
    expect(answer.options.map((option: Option) => [option.title, option.recommended, option.plan.totalMinor])).toEqual([
      ['Implant', true, 418000],
      ['Bridge', false, 403000],
      ['Removable denture', false, 318000],
    ]);
    expect(answer.options[1].note).toMatch(/^Crowns on 35 and 37/);
    // Each option's formula is the whole chart, as the card's own formula has always been.
    for (const option of answer.options) expect(option.formula.teeth).toHaveLength(32);
    expect(answer.formula).toEqual(answer.options[0].formula);
    expect(answer.plan).toEqual(answer.options[0].plan);
  });

  it('keeps the recommended option in the card columns even when it is not the first', async () => {
    const options = sampleOptions().map((option, index) => ({ ...option, recommended: index === 1 }));
    const card = await uploadCard(app(), device, optionFields(options));
    expect(Number((await storedRow(card.id)).total_minor)).toBe(403000);
    const answer = await openCard(card.previewLink);
    expect(answer.plan.totalMinor).toBe(403000);
    expect(answer.options.map((option: Option) => option.recommended)).toEqual([false, true, false]);
  });

  it('takes one option, and four, none of them recommended: the first stands for the card', async () => {
    const [implant, bridge] = sampleOptions();
    const one = await uploadCard(app(), device, optionFields([{ ...bridge!, recommended: false }]));
    expect(Number((await storedRow(one.id)).total_minor)).toBe(403000);
    const plain = sampleOptions().map(({ recommended: _, note: __, ...option }) => option);
    const four = [...plain, { ...plain[0]!, title: 'Implant, later veneers' }];
    const card = await uploadCard(app(), device, optionFields(four));
    const answer = await openCard(card.previewLink);
    expect(answer.options).toHaveLength(4);
    expect(answer.options.map((option: Option) => [option.note, option.recommended])).toEqual(
      Array.from({ length: 4 }, () => ['', false]),
    );
    expect(answer.plan.totalMinor).toBe(implant!.plan.totalMinor);
  });

  it('answers a card uploaded with a single plan as one option without a title', async () => {
    const card = await uploadCard(app(), device);
    const answer = await openCard(card.previewLink);
    expect(answer.options).toEqual([
      { title: '', note: '', recommended: false, formula: answer.formula, plan: answer.plan },
    ]);
    expect(answer.plan.totalMinor).toBe((sampleCard().plan as { totalMinor: number }).totalMinor);
    expect((await storedRow(card.id)).options_json).toBeNull();
  });

  it('answers a card stored before options existed (no options column value) as one option', async () => {
    const card = await uploadCard(app(), device, optionFields(sampleOptions()));
    await server.testApp.db
      .updateTable('treatment_cards')
      .set({ options_json: null })
      .where('id', '=', card.id)
      .execute();
    const answer = await openCard(card.previewLink);
    expect(answer.options).toHaveLength(1);
    expect(answer.options[0]).toMatchObject({ title: '', recommended: false, plan: { totalMinor: 418000 } });
  });

  it('refuses a card whose options are priced in another currency than the clinic\u2019s, naming the first', async () => {
    const options = sampleOptions().map((option) => ({ ...option, plan: { ...option.plan, currency: 'EUR' } }));
    const response = await postCard(app(), await cardParts(device, optionFields(options)));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'body/options/0/plan/currency', reason: 'currency', expected: 'USD' },
    ]);
  });
});

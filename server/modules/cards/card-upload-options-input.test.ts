import {
  type ActivatedDevice,
  type CardOverrides,
  activatedDevice,
  cardFolders,
  cardParts,
  cardRowCounts,
  postCard,
  sampleCard,
  sampleCardWithOptions,
  useCardsTestApp,
} from '../../../server-test/cards';
import { testDialect } from '../../../server-test/test-db';

type Option = {
  title: string;
  note?: string;
  recommended?: boolean;
  formula: { teeth: { tooth: number; before: string; after: string }[]; bridges: unknown[] };
  plan: { currency: string; steps: { items: { totalMinor: number }[]; totalMinor: number }[]; totalMinor: number };
};

const sampleOptions = () => structuredClone(sampleCardWithOptions().options) as Option[];
const withOptions = (change: (options: Option[]) => void): CardOverrides => {
  const options = sampleOptions();
  change(options);
  return { fields: { formula: undefined, plan: undefined, options } };
};

describe(`POST /api/app/cards refuses bad options on ${testDialect()}, naming the field and storing nothing`, () => {
  const server = useCardsTestApp();
  let device: ActivatedDevice;

  beforeAll(async () => {
    device = await activatedDevice(server.testApp.app, server.mail);
  });

  const cases: [string, () => CardOverrides, string, string?][] = [
    ['five options', () => withOptions((o) => o.push(o[1]!, { ...o[2]!, title: 'Fifth' })), 'body/options', 'maxItems'],
    ['no option at all', () => withOptions((o) => o.splice(0)), 'body/options', 'minItems'],
    [
      'options and a single plan at once',
      () => ({ fields: { options: sampleOptions() } }),
      'body/options',
      'exclusive',
    ],
    [
      'options and a single formula at once',
      () => ({ fields: { plan: undefined, options: sampleOptions() } }),
      'body/options',
      'exclusive',
    ],
    [
      'neither a plan nor options',
      () => ({ fields: { formula: undefined, plan: undefined } }),
      'body/plan',
      'required',
    ],
    [
      'options that are not JSON',
      () => ({ fields: { formula: undefined, plan: undefined, options: '[{' } }),
      'body/options',
      'json',
    ],
    [
      'two recommended options',
      () => withOptions((o) => (o[2]!.recommended = true)),
      'body/options/2/recommended',
      'unique',
    ],
    [
      'a tooth that is otherwise before treatment in one option',
      () => withOptions((o) => (o[2]!.formula.teeth[5]!.before = 'healthy')),
      'body/options/2/formula/teeth/5/before',
      'before',
    ],
    [
      'a step total that does not add up in the second option',
      () => withOptions((o) => (o[1]!.plan.steps[2]!.totalMinor += 1)),
      'body/options/1/plan/steps/2/totalMinor',
      'sum',
    ],
    [
      'a line total that is not quantity × price in the third option',
      () => withOptions((o) => (o[2]!.plan.steps[0]!.items[1]!.totalMinor = 1)),
      'body/options/2/plan/steps/0/items/1/totalMinor',
      'sum',
    ],
    [
      'options in two currencies',
      () => withOptions((o) => (o[1]!.plan.currency = 'EUR')),
      'body/options/1/plan/currency',
      'currency',
    ],
    ['an option without a title', () => withOptions((o) => (o[0]!.title = ' ')), 'body/options/0/title'],
    [
      'a 121-character title',
      () => withOptions((o) => (o[1]!.title = 'x'.repeat(121))),
      'body/options/1/title',
      'maxLength',
    ],
    [
      'a 1001-character note',
      () => withOptions((o) => (o[1]!.note = 'x'.repeat(1001))),
      'body/options/1/note',
      'maxLength',
    ],
    [
      'a recommended flag that is not a boolean',
      () => withOptions((o) => ((o[0] as Record<string, unknown>).recommended = 'yes')),
      'body/options/0/recommended',
    ],
    [
      'an unknown property of an option',
      () => withOptions((o) => ((o[0] as Record<string, unknown>).price = 5)),
      'body/options/0/price',
    ],
    [
      'a bridge-override character in a note',
      () => withOptions((o) => (o[0]!.note = 'Implant \u202eon 36')),
      'body/options/0/note',
      'bidi',
    ],
    [
      'a duplicate tooth in an option',
      () => withOptions((o) => o[1]!.formula.teeth.push({ tooth: 11, before: 'healthy', after: 'crown' })),
      'body/options/1/formula/teeth/10/tooth',
      'duplicate',
    ],
  ];

  it.each(cases.map(([name, overrides, field, reason]) => [name, overrides, field, reason ?? null] as const))(
    '%s → 400',
    async (_name, overrides, field, reason) => {
      const counts = await cardRowCounts(server.testApp);
      const folders = await cardFolders(server.testApp);
      const response = await postCard(server.testApp.app, await cardParts(device, overrides()));
      expect({ status: response.statusCode, body: response.json() }).toMatchObject({
        status: 400,
        body: { errors: expect.arrayContaining([expect.objectContaining({ field })]) },
      });
      if (reason) expect(response.json().errors).toContainEqual({ field, reason });
      expect(await cardRowCounts(server.testApp)).toEqual(counts);
      expect(await cardFolders(server.testApp)).toEqual(folders);
    },
  );

  it('still takes the sample as a single plan (the sample card itself is valid)', async () => {
    const response = await postCard(server.testApp.app, await cardParts(device, { fields: sampleCard() }));
    expect(response.statusCode).toBe(201);
  });
});

import sharp from 'sharp';
import { samplePdf } from '../../cli/desktop-client/sample-card';
import { post } from '../../../server-test/accounts';
import {
  type ActivatedDevice,
  type CardOverrides,
  activatedDevice,
  cardFolders,
  cardParts,
  cardRowCounts,
  postCard,
  sampleCard,
  testPhoto,
  useCardsTestApp,
} from '../../../server-test/cards';
import { blamedFields } from '../../../server-test/settings';
import { testDialect } from '../../../server-test/test-db';

type Plan = { currency: string; steps: { items: Record<string, unknown>[]; totalMinor: number }[]; totalMinor: number };
type Formula = { teeth: Record<string, unknown>[]; bridges: Record<string, unknown>[] };

const samplePlan = () => structuredClone(sampleCard().plan) as Plan;
const sampleFormula = () => structuredClone(sampleCard().formula) as Formula;
const withPlan = (change: (plan: Plan) => void) => {
  const plan = samplePlan();
  change(plan);
  return { fields: { plan } };
};
const withFormula = (change: (formula: Formula) => void) => {
  const formula = sampleFormula();
  change(formula);
  return { fields: { formula } };
};

describe(`POST /api/app/cards refuses bad input on ${testDialect()}`, () => {
  const server = useCardsTestApp();
  const { mail } = server;
  let device: ActivatedDevice;

  beforeAll(async () => {
    device = await activatedDevice(server.testApp.app, mail);
  });

  const app = () => server.testApp.app;

  describe('naming the field and storing nothing', () => {
    const text = Buffer.from('this is not an image at all, only text pretending to be one\n'.repeat(40));
    const truncatedJpeg = async () => {
      const jpeg = await sharp(await testPhoto(1200, 900))
        .jpeg({ quality: 95 })
        .toBuffer();
      return jpeg.subarray(0, Math.floor(jpeg.length / 2));
    };
    const thirtyMegabytes = async () => Buffer.concat([await testPhoto(100, 100), Buffer.alloc(30 * 1024 * 1024, 7)]);

    const cases: [string, () => CardOverrides | Promise<CardOverrides>, number, string, string?][] = [
      ['a missing key', () => ({ fields: { key: undefined } }), 400, 'body/key', 'required'],
      ['a missing fingerprint', () => ({ fields: { fingerprint: undefined } }), 400, 'body/fingerprint', 'required'],
      ['a missing patient name', () => ({ fields: { patientName: undefined } }), 400, 'body/patientName', 'required'],
      ['a blank patient name', () => ({ fields: { patientName: '   ' } }), 400, 'body/patientName'],
      ['a name with a control character', () => ({ fields: { patientName: 'Ann\u0007' } }), 400, 'body/patientName'],
      ['a missing saved date', () => ({ fields: { savedAt: undefined } }), 400, 'body/savedAt', 'required'],
      ['a saved date that is not one', () => ({ fields: { savedAt: 'yesterday' } }), 400, 'body/savedAt'],
      ['a saved date next week', () => ({ fields: { savedAt: '2026-11-30T09:00:00.000Z' } }), 400, 'body/savedAt'],
      ['a missing formula', () => ({ fields: { formula: undefined } }), 400, 'body/formula', 'required'],
      ['a formula that is not JSON', () => ({ fields: { formula: '{teeth: [' } }), 400, 'body/formula', 'json'],
      ['a missing plan', () => ({ fields: { plan: undefined } }), 400, 'body/plan', 'required'],
      ['a missing before image', () => ({ files: { before: undefined } }), 400, 'body/before', 'required'],
      ['a missing after image', () => ({ files: { after: undefined } }), 400, 'body/after', 'required'],
      [
        'an unknown tooth number (19)',
        () => withFormula((f) => (f.teeth[0]!.tooth = 19)),
        400,
        'body/formula/teeth/0/tooth',
      ],
      [
        'a primary tooth number (51)',
        () => withFormula((f) => (f.teeth[2]!.tooth = 51)),
        400,
        'body/formula/teeth/2/tooth',
      ],
      [
        'a tooth number as text',
        () => withFormula((f) => (f.teeth[0]!.tooth = '11')),
        400,
        'body/formula/teeth/0/tooth',
      ],
      [
        'a state outside the list',
        () => withFormula((f) => (f.teeth[1]!.after = 'broken')),
        400,
        'body/formula/teeth/1/after',
      ],
      [
        'a tooth listed twice',
        () => withFormula((f) => f.teeth.push({ tooth: 11, before: 'caries', after: 'filling' })),
        400,
        'body/formula/teeth/8/tooth',
        'duplicate',
      ],
      [
        'a bridge over teeth that are not neighbours',
        () => withFormula((f) => (f.bridges[0]!.teeth = [24, 26])),
        400,
        'body/formula/bridges/0/teeth',
        'neighbours',
      ],
      [
        'a pontic that belongs to no bridge',
        () => withFormula((f) => (f.bridges = [])),
        400,
        'body/formula/teeth/5/after',
        'bridge',
      ],
      [
        'an unknown catalog code',
        () => withPlan((p) => (p.steps[0]!.items[0]!.elementCode = 'gold-teeth')),
        400,
        'body/plan/steps/0/items/0/elementCode',
      ],
      [
        'an item with neither a code nor a name',
        () => withPlan((p) => (p.steps[0]!.items[0]!.elementCode = null)),
        400,
        'body/plan/steps/0/items/0/name',
        'required',
      ],
      [
        'a negative unit price',
        () => withPlan((p) => (p.steps[0]!.items[0]!.unitPriceMinor = -8000)),
        400,
        'body/plan/steps/0/items/0/unitPriceMinor',
      ],
      ['a negative plan total', () => withPlan((p) => (p.totalMinor = -418000)), 400, 'body/plan/totalMinor'],
      [
        'a price with a fraction of a cent',
        () => withPlan((p) => (p.steps[0]!.items[0]!.unitPriceMinor = 80.5)),
        400,
        'body/plan/steps/0/items/0/unitPriceMinor',
      ],
      [
        'a line total that is not quantity × price',
        () => withPlan((p) => (p.steps[2]!.items[2]!.totalMinor = 40000)),
        400,
        'body/plan/steps/2/items/2/totalMinor',
        'sum',
      ],
      [
        'a step total that is not the sum of its lines',
        () => withPlan((p) => (p.steps[1]!.totalMinor = 48000)),
        400,
        'body/plan/steps/1/totalMinor',
        'sum',
      ],
      [
        'a plan total that is not the sum of its steps',
        () => withPlan((p) => (p.totalMinor = 418001)),
        400,
        'body/plan/totalMinor',
        'sum',
      ],
      [
        "a currency other than the price list's",
        () => withPlan((p) => (p.currency = 'EUR')),
        400,
        'body/plan/currency',
      ],
      ['a currency that does not exist', () => withPlan((p) => (p.currency = 'XYZ')), 400, 'body/plan/currency'],
      [
        'a 10,000-character patient name',
        () => ({ fields: { patientName: 'Я'.repeat(10_000) } }),
        400,
        'body/patientName',
        'maxLength',
      ],
      [
        'a 2 MB formula description',
        () => ({ fields: { formulaDescription: 'x'.repeat(2 * 1024 * 1024) } }),
        413,
        'body/formulaDescription',
        'maxLength',
      ],
      [
        'a NUL character in the description',
        () => ({ fields: { formulaDescription: 'a\u0000b' } }),
        400,
        'body/formulaDescription',
      ],
      ['a 30 MB image', async () => ({ files: { before: await thirtyMegabytes() } }), 413, 'body/before', 'maxSize'],
      ['a text file renamed .jpg', () => ({ files: { before: text } }), 415, 'body/before', 'type'],
      ['a GIF', async () => ({ files: { after: await testPhoto(200, 100, 'gif') } }), 415, 'body/after', 'type'],
      ['a truncated JPEG', async () => ({ files: { after: await truncatedJpeg() } }), 400, 'body/after', 'corrupt'],
      ['a text file renamed .pdf', () => ({ files: { pdf: text } }), 415, 'body/pdf', 'type'],
      [
        'a PDF header over garbage',
        () => ({ files: { pdf: Buffer.concat([Buffer.from('%PDF-1.7\n'), text]) } }),
        400,
        'body/pdf',
        'corrupt',
      ],
      ['a PDF cut short', () => ({ files: { pdf: samplePdf().subarray(0, 300) } }), 400, 'body/pdf', 'corrupt'],
      [
        'a typo in the key',
        () => ({ fields: { key: device.key.slice(0, -1) + (device.key.endsWith('0') ? '1' : '0') } }),
        400,
        'body/key',
        'format',
      ],
      ['an unknown part', () => ({ extra: [{ name: 'admin', value: 'true' }] }), 400, 'body/admin'],
      ['a part sent twice', () => ({ extra: [{ name: 'patientName', value: 'Eve' }] }), 400, 'body/patientName'],
      [
        'text where a file belongs',
        () => ({ files: { after: undefined }, extra: [{ name: 'after', value: 'a picture, honest' }] }),
        400,
        'body/after',
        'type',
      ],
    ];

    // Every row as long as the test's parameters: jest hands a shorter row a `done` callback instead.
    const rows = cases.map(
      ([name, overrides, status, field, reason]) =>
        [`${name} → ${status}`, overrides, status, field, reason ?? null] as const,
    );
    it.each(rows)('%s', async (_name, overrides, status, field, reason) => {
      const counts = await cardRowCounts(server.testApp);
      const folders = await cardFolders(server.testApp);
      const response = await postCard(app(), await cardParts(device, await overrides()));
      expect({ status: response.statusCode, body: response.json() }).toMatchObject({
        status,
        body: { status, errors: expect.arrayContaining([expect.objectContaining({ field })]) },
      });
      expect(response.headers['content-type']).toContain('application/problem+json');
      if (reason) expect(response.json().errors).toContainEqual({ field, reason });
      expect(await cardRowCounts(server.testApp)).toEqual(counts);
      expect(await cardFolders(server.testApp)).toEqual(folders);
    });

    it('names every failing field of one upload at once', async () => {
      const formula = sampleFormula();
      formula.teeth[0]!.tooth = 99;
      formula.teeth[1]!.before = 'gone';
      const response = await postCard(
        app(),
        await cardParts(device, { fields: { formula, patientName: '', savedAt: 'soon' }, files: { after: undefined } }),
      );
      expect(response.statusCode).toBe(400);
      expect(blamedFields(response).sort()).toEqual(
        [
          'body/after',
          'body/formula/teeth/0/tooth',
          'body/formula/teeth/1/before',
          'body/patientName',
          'body/savedAt',
        ].sort(),
      );
    });

    it('refuses JSON instead of multipart with 415, and a body cut short with 400', async () => {
      const json = await post(app(), '/api/app/cards', { key: device.key });
      expect(json.statusCode).toBe(415);
      const cut = await app().inject({
        method: 'POST',
        url: '/api/app/cards',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nContent-Disposition: form-data; name="key"\r\n\r\nABC',
      });
      expect(cut.statusCode).toBe(400);
      expect(cut.headers['content-type']).toContain('application/problem+json');
    });
  });
});

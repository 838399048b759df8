import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { samplePdf } from '../../cli/desktop-client/sample-card';
import { mailbox, post, withToken } from '../../testing/accounts';
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
  uploadCard,
} from '../../testing/cards';
import { activateBody, callApp, confirmedCompany, listKeys, newFingerprint } from '../../testing/licensing';
import { blamedFields } from '../../testing/settings';
import { type TestApp, createTestApp } from '../../testing/test-app';
import { createTestClock, days } from '../../testing/test-clock';
import { testDialect } from '../../testing/test-db';

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

describe(`POST /api/app/cards on ${testDialect()}`, () => {
  const time = createTestClock();
  const mail = mailbox();
  let testApp: TestApp;
  let device: ActivatedDevice;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: time.clock, onMailQueued: mail.onMailQueued });
    device = await activatedDevice(testApp.app, mail);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const app = () => testApp.app;
  const storedFiles = (folder: string) => readdirSync(path.join(testApp.config.dataDir, 'uploads', 'cards', folder));

  it('stores the card, its image variants and the PDF, and answers the preview link', async () => {
    const before = { cards: await cardRowCounts(testApp), folders: cardFolders(testApp).length };
    const parts = await cardParts(device, {
      files: { before: await testPhoto(1700, 1000), after: await testPhoto(1000, 600, 'webp'), pdf: samplePdf() },
    });
    const response = await postCard(app(), parts);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.previewLink).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.previewUrl).toBe(`http://localhost:3000/preview/${body.previewLink}`);
    expect(body.expiresAt).toBe(new Date(time.now().getTime() + days(180)).toISOString());

    const row = await testApp.db
      .selectFrom('treatment_cards')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      company_id: device.companyId,
      slot_id: device.keyId,
      patient_name: 'Olena Kovalenko',
      saved_at: '2026-11-20T10:30:00.000Z',
      currency: 'USD',
      views: 0,
      platform_state: 'not-sent',
    });
    expect(Number(row.total_minor)).toBe(418000);
    // Only a hash finds the card; the link itself is kept sealed.
    expect(row.link_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.link_sealed).not.toContain(body.previewLink);
    expect(JSON.parse(row.formula_json).teeth).toHaveLength(32);

    expect(storedFiles(row.storage_dir).sort()).toEqual(
      [
        'after-480.jpg',
        'after-480.webp',
        'after-960.jpg',
        'after-960.webp',
        'before-1600.jpg',
        'before-1600.webp',
        'before-480.jpg',
        'before-480.webp',
        'before-960.jpg',
        'before-960.webp',
        'plan.pdf',
      ].sort(),
    );
    const largest = path.join(testApp.config.dataDir, 'uploads', 'cards', row.storage_dir, 'before-1600.webp');
    expect(await sharp(largest).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 941 });
    expect(await cardRowCounts(testApp)).toEqual({
      cards: before.cards.cards + 1,
      files: before.cards.files + 11,
    });
    expect(cardFolders(testApp)).toHaveLength(before.folders + 1);
  });

  it('keeps a small picture at its own width and turns a picture by its EXIF orientation', async () => {
    const sideways = await sharp(await testPhoto(1000, 600))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const card = await uploadCard(app(), device, { files: { before: await testPhoto(300, 200), after: sideways } });
    const row = await testApp.db
      .selectFrom('treatment_card_files')
      .select(['name', 'width', 'height'])
      .where('card_id', '=', card.id)
      .orderBy('name')
      .execute();
    expect(row).toEqual([
      { name: 'after-480.jpg', width: 480, height: 800 },
      { name: 'after-480.webp', width: 480, height: 800 },
      { name: 'before-300.jpg', width: 300, height: 200 },
      { name: 'before-300.webp', width: 300, height: 200 },
    ]);
  });

  it('strips EXIF, GPS included, from every stored variant', async () => {
    const withGps = await sharp(await testPhoto(1000, 600))
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'marker-secret-patient', Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 27/1 0/1', GPSMapDatum: 'WGS-84' },
      })
      .toBuffer();
    // The input really carries them, so the test can fail.
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    expect(withGps.includes('WGS-84')).toBe(true);

    const card = await uploadCard(app(), device, { files: { before: withGps, after: withGps } });
    const { storage_dir: folder } = await testApp.db
      .selectFrom('treatment_cards')
      .select('storage_dir')
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    const names = storedFiles(folder);
    expect(names.length).toBe(8);
    for (const name of names) {
      const stored = readFileSync(path.join(testApp.config.dataDir, 'uploads', 'cards', folder, name));
      const file = (await app().inject({ url: `/api/cards/${card.previewLink}/files/${name}` })).rawPayload;
      for (const bytes of [stored, file]) {
        expect((await sharp(bytes).metadata()).exif).toBeUndefined();
        expect(bytes.includes('WGS-84')).toBe(false);
        expect(bytes.includes('marker-secret-patient')).toBe(false);
        expect(bytes.includes('PhoneMaker')).toBe(false);
      }
    }
  });

  it('keeps a patient name in any script, trimmed and in NFC', async () => {
    const name = '  Оле\u0301на Ковале́нко-Šťastná 王芳 👩‍⚕️  ';
    const card = await uploadCard(app(), device, { fields: { patientName: name } });
    const stored = await testApp.db
      .selectFrom('treatment_cards')
      .select('patient_name')
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(stored.patient_name).toBe(name.trim().normalize('NFC'));
    expect((await app().inject({ url: `/api/cards/${card.previewLink}` })).json().patientName).toBe(
      name.trim().normalize('NFC'),
    );
  });

  describe('refuses bad input, naming the field and storing nothing', () => {
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
        'currency',
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
      const counts = await cardRowCounts(testApp);
      const folders = cardFolders(testApp);
      const response = await postCard(app(), await cardParts(device, await overrides()));
      expect({ status: response.statusCode, body: response.json() }).toMatchObject({
        status,
        body: { status, errors: expect.arrayContaining([expect.objectContaining({ field })]) },
      });
      expect(response.headers['content-type']).toContain('application/problem+json');
      if (reason) expect(response.json().errors).toContainEqual({ field, reason });
      expect(await cardRowCounts(testApp)).toEqual(counts);
      expect(cardFolders(testApp)).toEqual(folders);
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

  describe('refuses a device the license does not cover, with 403 and its license code', () => {
    const refusedWith = async (overrides: CardOverrides, licenseCode: string, from = device) => {
      const counts = await cardRowCounts(testApp);
      const response = await postCard(app(), await cardParts(from, overrides));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'LICENSE_NOT_VALID', licenseCode });
      expect(await cardRowCounts(testApp)).toEqual(counts);
    };

    it('a key that was never activated', async () => {
      const owner = await confirmedCompany(app(), mail);
      const [slot] = await listKeys(app(), owner.token);
      await refusedWith({}, 'NOT_ACTIVATED', {
        owner,
        companyId: owner.account.company.id,
        keyId: slot!.id,
        key: slot!.key,
        fingerprint: newFingerprint(),
      });
    });

    it("another company's device sending this company's key", async () => {
      const other = await activatedDevice(app(), mail);
      await refusedWith({ fields: { fingerprint: other.fingerprint } }, 'DEVICE_MISMATCH');
    });

    it('a key reloaded in the cabinet', async () => {
      const victim = await activatedDevice(app(), mail);
      await post(app(), `/api/company/keys/${victim.keyId}/reload`, undefined, withToken(victim.owner.token));
      await refusedWith({}, 'KEY_REVOKED', victim);
    });

    it('a key nobody was given', async () => {
      const { activationKeyFromBytes } = await import('../../../contract/rules/activation-key');
      await refusedWith({ fields: { key: activationKeyFromBytes(Buffer.alloc(15, 9)) } }, 'UNKNOWN_KEY');
    });

    it('a company whose trial has run out', async () => {
      const late = createTestClock();
      const expiring = await createTestApp({ clock: late.clock, onMailQueued: mail.onMailQueued });
      try {
        const company = await activatedDevice(expiring.app, mail);
        late.advance(days(3));
        const response = await postCard(expiring.app, await cardParts(company));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'LICENSE_NOT_VALID', licenseCode: 'EXPIRED' });
        expect(await cardRowCounts(expiring)).toEqual({ cards: 0, files: 0 });
        expect(cardFolders(expiring)).toEqual([]);
      } finally {
        await expiring.close();
      }
    });

    it("stores a card of another company's own device for that company only", async () => {
      const other = await activatedDevice(app(), mail);
      const card = await uploadCard(app(), other);
      const row = await testApp.db
        .selectFrom('treatment_cards')
        .select('company_id')
        .where('id', '=', card.id)
        .executeTakeFirstOrThrow();
      expect(row.company_id).toBe(other.companyId);
      expect(row.company_id).not.toBe(device.companyId);
      const activatedAgain = await callApp(app(), '/api/app/activate', activateBody(other.key, device.fingerprint));
      expect(activatedAgain.code).toBe('DEVICE_MISMATCH');
    });
  });

  it('leaves no file behind when the database refuses the card', async () => {
    const counts = await cardRowCounts(testApp);
    const folders = cardFolders(testApp);
    await testApp.db.schema.alterTable('treatment_card_files').renameTo('treatment_card_files_away').execute();
    try {
      const response = await postCard(app(), await cardParts(device));
      expect(response.statusCode).toBe(500);
      expect(response.json().code).toBe('INTERNAL');
    } finally {
      await testApp.db.schema.alterTable('treatment_card_files_away').renameTo('treatment_card_files').execute();
    }
    expect(await cardRowCounts(testApp)).toEqual(counts);
    expect(cardFolders(testApp)).toEqual(folders);
  });
});

import path from 'node:path';
import sharp from 'sharp';
import { samplePdf } from '../../cli/desktop-client/sample-card';
import { post, withToken } from '../../../server-test/accounts';
import {
  type ActivatedDevice,
  type CardOverrides,
  activatedDevice,
  cardFolders,
  cardParts,
  cardRowCounts,
  postCard,
  testPhoto,
  uploadCard,
  useCardsTestApp,
} from '../../../server-test/cards';
import { activateBody, callApp, confirmedCompany, listKeys, newFingerprint } from '../../../server-test/licensing';
import { createTestClock, days } from '../../../server-test/test-clock';
import { createTestApp } from '../../../server-test/test-app';
import { fileStoreKinds, storedBytes } from '../../../server-test/s3-store';
import { testDialect } from '../../../server-test/test-db';

describe.each(fileStoreKinds)(`POST /api/app/cards on ${testDialect()} with the %s file store`, (store) => {
  const server = useCardsTestApp(undefined, store);
  const { time, mail } = server;
  let device: ActivatedDevice;

  beforeAll(async () => {
    device = await activatedDevice(server.testApp.app, mail);
  });

  const app = () => server.testApp.app;
  const storedFiles = async (folder: string) =>
    (await server.testApp.files.list(`uploads/cards/${folder}`)).map((key) => path.posix.basename(key));
  const stored = async (folder: string, name: string) =>
    (await storedBytes(server.testApp.files, `uploads/cards/${folder}/${name}`))!;

  it('stores the card, its image variants and the PDF, and answers the preview link', async () => {
    const before = { cards: await cardRowCounts(server.testApp), folders: (await cardFolders(server.testApp)).length };
    const parts = await cardParts(device, {
      files: { before: await testPhoto(1700, 1000), after: await testPhoto(1000, 600, 'webp'), pdf: samplePdf() },
    });
    const response = await postCard(app(), parts);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.previewLink).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.previewUrl).toBe(`http://localhost:3000/preview/${body.previewLink}`);
    expect(body.expiresAt).toBe(new Date(time.now().getTime() + days(180)).toISOString());

    const row = await server.testApp.db
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

    expect((await storedFiles(row.storage_dir)).sort()).toEqual(
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
    const largest = await stored(row.storage_dir, 'before-1600.webp');
    expect(await sharp(largest).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 941 });
    expect(await cardRowCounts(server.testApp)).toEqual({
      cards: before.cards.cards + 1,
      files: before.cards.files + 11,
    });
    expect(await cardFolders(server.testApp)).toHaveLength(before.folders + 1);
  });

  it('serves one byte range of a stored file (206), and 416 past its end', async () => {
    const card = await uploadCard(app(), device, { files: { pdf: samplePdf() } });
    const url = `/api/cards/${card.previewLink}/files/plan.pdf`;
    const part = await app().inject({ url, headers: { range: 'bytes=5-14' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 5-14/${samplePdf().length}`);
    expect(part.rawPayload.equals(samplePdf().subarray(5, 15))).toBe(true);
    const past = await app().inject({ url, headers: { range: `bytes=${samplePdf().length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${samplePdf().length}`);
  });

  it('keeps a small picture at its own width and turns a picture by its EXIF orientation', async () => {
    const sideways = await sharp(await testPhoto(1000, 600))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const card = await uploadCard(app(), device, { files: { before: await testPhoto(300, 200), after: sideways } });
    const row = await server.testApp.db
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
    const { storage_dir: folder } = await server.testApp.db
      .selectFrom('treatment_cards')
      .select('storage_dir')
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    const names = await storedFiles(folder);
    expect(names.length).toBe(8);
    for (const name of names) {
      const kept = await stored(folder, name);
      const file = (await app().inject({ url: `/api/cards/${card.previewLink}/files/${name}` })).rawPayload;
      for (const bytes of [kept, file]) {
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
    const stored = await server.testApp.db
      .selectFrom('treatment_cards')
      .select('patient_name')
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(stored.patient_name).toBe(name.trim().normalize('NFC'));
    expect((await app().inject({ url: `/api/cards/${card.previewLink}` })).json().patientName).toBe(
      name.trim().normalize('NFC'),
    );
  });

  describe('refuses a device the license does not cover, with 403 and its license code', () => {
    const refusedWith = async (overrides: CardOverrides, licenseCode: string, from = device) => {
      const counts = await cardRowCounts(server.testApp);
      const response = await postCard(app(), await cardParts(from, overrides));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'LICENSE_NOT_VALID', licenseCode });
      expect(await cardRowCounts(server.testApp)).toEqual(counts);
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
      const expiring = await createTestApp({
        clock: late.clock,
        onMailQueued: mail.onMailQueued,
        env: server.storeEnv(),
      });
      try {
        const company = await activatedDevice(expiring.app, mail);
        // The S3 bucket is shared with the block's app: what counts is that nothing was added.
        const folders = await cardFolders(expiring);
        late.advance(days(3));
        const response = await postCard(expiring.app, await cardParts(company));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'LICENSE_NOT_VALID', licenseCode: 'EXPIRED' });
        expect(await cardRowCounts(expiring)).toEqual({ cards: 0, files: 0 });
        expect(await cardFolders(expiring)).toEqual(folders);
      } finally {
        await expiring.close();
      }
    });

    it("stores a card of another company's own device for that company only", async () => {
      const other = await activatedDevice(app(), mail);
      const card = await uploadCard(app(), other);
      const row = await server.testApp.db
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
    const counts = await cardRowCounts(server.testApp);
    const folders = await cardFolders(server.testApp);
    await server.testApp.db.schema.alterTable('treatment_card_files').renameTo('treatment_card_files_away').execute();
    try {
      const response = await postCard(app(), await cardParts(device));
      expect(response.statusCode).toBe(500);
      expect(response.json().code).toBe('INTERNAL');
    } finally {
      await server.testApp.db.schema.alterTable('treatment_card_files_away').renameTo('treatment_card_files').execute();
    }
    expect(await cardRowCounts(server.testApp)).toEqual(counts);
    expect(await cardFolders(server.testApp)).toEqual(folders);
  });
});

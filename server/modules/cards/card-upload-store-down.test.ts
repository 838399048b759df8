import { samplePdf } from '../../cli/desktop-client/sample-card';
import { mailbox, post, withToken } from '../../../server-test/accounts';
import {
  type ActivatedDevice,
  activatedDevice,
  cardFolders,
  cardParts,
  cardRowCounts,
  postCard,
} from '../../../server-test/cards';
import { type S3Stand, startS3Server } from '../../../server-test/s3-store';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { testDialect } from '../../../server-test/test-db';

describe(`a card upload while the object store is down, on ${testDialect()}`, () => {
  const mail = mailbox();
  let s3: S3Stand;
  let testApp: TestApp;
  let device: ActivatedDevice;

  beforeAll(async () => {
    s3 = await startS3Server();
    testApp = await createTestApp({ onMailQueued: mail.onMailQueued, env: s3.env });
    device = await activatedDevice(testApp.app, mail);
  });
  afterAll(async () => {
    await testApp?.close();
    await s3?.close();
  });

  it('answers 503 naming the storage, keeps nothing of the card, and the next upload succeeds', async () => {
    const counts = await cardRowCounts(testApp);
    const folders = await cardFolders(testApp);
    const parts = await cardParts(device, { files: { pdf: samplePdf() } });

    await s3.stop();
    const refused = await postCard(testApp.app, parts);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toMatchObject({ status: 503, code: 'STORAGE_UNAVAILABLE' });
    expect(refused.json().detail).toMatch(/storage cannot be reached/);
    expect(await cardRowCounts(testApp)).toEqual(counts);

    await s3.restart();
    expect(await cardFolders(testApp)).toEqual(folders);
    const stored = await postCard(testApp.app, parts);
    expect(stored.statusCode).toBe(201);
    expect(await cardRowCounts(testApp)).toMatchObject({ cards: counts.cards + 1 });
    expect(await cardFolders(testApp)).toHaveLength(folders.length + 1);
    const image = await testApp.app.inject({ url: `/api/cards/${stored.json().previewLink}/files/before-480.webp` });
    expect(image.statusCode).toBe(200);
  }, 30_000);

  it('answers 503 for a card file while the store is down, and serves it again after', async () => {
    const uploaded = await postCard(testApp.app, await cardParts(device));
    const url = `/api/cards/${uploaded.json().previewLink}/files/before-480.webp`;
    await s3.stop();
    try {
      const down = await testApp.app.inject({ url });
      expect(down.statusCode).toBe(503);
      expect(down.json().code).toBe('STORAGE_UNAVAILABLE');
    } finally {
      await s3.restart();
    }
    expect((await testApp.app.inject({ url })).statusCode).toBe(200);
  }, 30_000);

  it('revokes a card while the store is down (503), and revoking again once it is back removes its files', async () => {
    const uploaded = (await postCard(testApp.app, await cardParts(device))).json();
    const folders = await cardFolders(testApp);
    const revoke = () =>
      post(testApp.app, `/api/company/cards/${uploaded.id}/revoke`, undefined, withToken(device.owner.token));
    await s3.stop();
    try {
      const down = await revoke();
      expect(down.statusCode).toBe(503);
      expect(down.json().code).toBe('STORAGE_UNAVAILABLE');
    } finally {
      await s3.restart();
    }
    expect((await testApp.app.inject({ url: `/api/cards/${uploaded.previewLink}` })).statusCode).toBe(404);
    expect(await cardFolders(testApp)).toEqual(folders);
    expect((await revoke()).statusCode).toBe(200);
    expect(await cardFolders(testApp)).toHaveLength(folders.length - 1);
  }, 30_000);
});

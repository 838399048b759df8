import path from 'node:path';
import sharp from 'sharp';
import { type SignedUp, signUp, withToken } from '../../../server-test/accounts';
import { blamedFields, call, multipartFile, testImage, uploadAvatar } from '../../../server-test/settings';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { fileStoreKinds, useFileStoreEnv } from '../../../server-test/s3-store';
import { testDialect } from '../../../server-test/test-db';

describe.each(fileStoreKinds)(`/api/company/avatar on ${testDialect()} with the %s file store`, (store) => {
  let testApp: TestApp;
  let owner: SignedUp;
  const selected = useFileStoreEnv(store);

  beforeAll(async () => {
    testApp = await createTestApp({ env: selected.env });
  });
  afterAll(async () => {
    await testApp.close();
  });
  beforeEach(async () => {
    owner = await signUp(testApp.app);
  });

  const storedLogos = async () => (await testApp.files.list('uploads/avatars')).map((key) => path.posix.basename(key));
  const currentUrl = async (): Promise<string | null> =>
    (await call(testApp.app, owner.token, 'GET', '/api/company/avatar')).json().url;
  const fetchImage = (url: string) => testApp.app.inject({ url });
  const fileCount = async () => (await storedLogos()).length;

  it.each(['png', 'jpeg', 'webp'] as const)(
    'accepts a %s, stores a PNG and serves it with long caching',
    async (format) => {
      const response = await uploadAvatar(testApp.app, owner.token, await testImage(format, 800), `logo.${format}`);
      expect(response.statusCode).toBe(200);
      const { url } = response.json();
      expect(url).toMatch(/^\/api\/avatars\/[0-9a-f]{32}\.png$/);
      expect(await currentUrl()).toBe(url);
      const image = await fetchImage(url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 512, height: 384 });
      expect((await call(testApp.app, owner.token, 'GET', '/api/account')).json().settings.avatarUrl).toBe(url);
    },
  );

  it('replaces the logo: a new URL, and the old file is gone', async () => {
    const first = (await uploadAvatar(testApp.app, owner.token, await testImage('png'))).json().url;
    const second = (await uploadAvatar(testApp.app, owner.token, await testImage('png', 64, '#00aa00'))).json().url;
    expect(second).not.toBe(first);
    expect((await fetchImage(first)).statusCode).toBe(404);
    expect((await fetchImage(second)).statusCode).toBe(200);
    expect(await storedLogos()).toContain(path.basename(second));
    expect(await storedLogos()).not.toContain(path.basename(first));
  });

  it('drops EXIF metadata, GPS position included', async () => {
    const withGps = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#abcdef' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'marker-secret-owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 27/1 0/1', GPSMapDatum: 'WGS-84' },
      })
      .toBuffer();
    // The input really carries them, so the test can fail.
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    expect(withGps.includes('WGS-84')).toBe(true);

    const { url } = (await uploadAvatar(testApp.app, owner.token, withGps, 'photo.jpg', 'image/jpeg')).json();
    const stored = (await fetchImage(url)).rawPayload;
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes('WGS-84')).toBe(false);
    expect(stored.includes('marker-secret-owner')).toBe(false);
  });

  it('refuses a text file renamed .png with 415, storing nothing', async () => {
    const fake = Buffer.from('this is not an image at all, only text pretending to be a PNG\n'.repeat(20));
    const response = await uploadAvatar(testApp.app, owner.token, fake, 'logo.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(blamedFields(response)).toEqual(['body/file']);
    expect(await currentUrl()).toBeNull();
  });

  it('refuses a GIF (a real image of another type) with 415', async () => {
    const response = await uploadAvatar(testApp.app, owner.token, await testImage('gif'), 'logo.gif', 'image/gif');
    expect(response.statusCode).toBe(415);
  });

  it('refuses a truncated JPEG with 400, keeping the previous logo', async () => {
    const previous = (await uploadAvatar(testApp.app, owner.token, await testImage('png'))).json().url;
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ff8800' } })
      .composite([{ input: await testImage('png', 100, '#0000ff'), top: 10, left: 10 }])
      .jpeg({ quality: 95 })
      .toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const response = await uploadAvatar(testApp.app, owner.token, truncated, 'photo.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'body/file', reason: 'corrupt' }]);
    expect(await currentUrl()).toBe(previous);
  });

  it('refuses a 6 MB image with 413 and stores nothing', async () => {
    const noise = Buffer.alloc(1500 * 1400 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
    const big = await sharp(noise, { raw: { width: 1500, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6_000_000);
    const before = await fileCount();
    const response = await uploadAvatar(testApp.app, owner.token, big);
    expect(response.statusCode).toBe(413);
    expect(await currentUrl()).toBeNull();
    expect(await fileCount()).toBe(before);
  });

  it('refuses JSON instead of multipart, and a multipart body without the file field', async () => {
    const json = await call(testApp.app, owner.token, 'PUT', '/api/company/avatar', { file: 'x' });
    expect(json.statusCode).toBe(415);
    const boundary = 'xyz';
    const empty = await testApp.app.inject({
      method: 'PUT',
      url: '/api/company/avatar',
      headers: { ...withToken(owner.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}--\r\n`,
    });
    expect(empty.statusCode).toBe(400);
  });

  // Found by the bad-input suite: busboy's own parse errors reached the errors plugin as 500s.
  it('refuses a multipart body its boundary does not fit, or one cut short, with a 400 problem', async () => {
    const { payload, headers } = multipartFile('file', 'logo.png', 'image/png', await testImage('png'));
    for (const [contentType, body] of [
      ['multipart/form-data; boundary=other', payload],
      [headers['content-type'], payload.subarray(0, payload.length - 20)],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: '/api/company/avatar',
        headers: { ...withToken(owner.token), 'content-type': contentType },
        payload: body,
      });
      expect([response.statusCode, response.json().code]).toEqual([400, 'BAD_REQUEST']);
    }
    expect(await currentUrl()).toBeNull();
  });

  it('removes the logo', async () => {
    const { url } = (await uploadAvatar(testApp.app, owner.token, await testImage('png'))).json();
    expect((await call(testApp.app, owner.token, 'DELETE', '/api/company/avatar')).statusCode).toBe(204);
    expect(await currentUrl()).toBeNull();
    expect((await fetchImage(url)).statusCode).toBe(404);
  });

  it('answers 404 for unknown and malformed image paths, 401 for uploads without a session', async () => {
    expect((await fetchImage(`/api/avatars/${'0'.repeat(32)}.png`)).statusCode).toBe(404);
    expect((await fetchImage('/api/avatars/..%2F..%2Fdentiqo.sqlite')).statusCode).toBe(400);
    const response = await testApp.app.inject({ method: 'PUT', url: '/api/company/avatar' });
    expect(response.statusCode).toBe(401);
  });
});

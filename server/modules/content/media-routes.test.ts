import { rmSync } from 'node:fs';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { fileVideoEntry, fileVideoMedia, minimalContent, writeContentDir } from '../../../server-test/content-dir';

describe('our own video', () => {
  let testApp: TestApp;
  let contentDir: string;

  beforeAll(async () => {
    contentDir = writeContentDir(minimalContent({ 'videos.yaml': fileVideoEntry, ...fileVideoMedia }));
    testApp = await createTestApp({ env: { CONTENT_DIR: contentDir } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(contentDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });
  const yearImmutable = 'public, max-age=31536000, immutable';

  it('is listed with its sources, poster and captions in every language', async () => {
    const [video] = (await get('/api/content/videos?lng=uk')).json().items;
    expect(video).toEqual({
      kind: 'file',
      id: 'tour',
      title: 'Tour uk',
      description: 'Our own uk',
      duration: '1:02',
      date: '2026-11-26',
      featured: true,
      sources: [
        { src: '/media/tour.0123abcd.webm', type: 'video/webm' },
        { src: '/media/tour.4567cdef.mp4', type: 'video/mp4' },
      ],
      poster: '/media/tour.89ab0123.jpg',
      captions: [
        { language: 'en', src: '/media/tour.en.11111111.vtt' },
        { language: 'ru', src: '/media/tour.ru.22222222.vtt' },
        { language: 'uk', src: '/media/tour.uk.33333333.vtt' },
      ],
    });
    expect((await get('/api/content/landing?lng=en')).json().video).toMatchObject({ kind: 'file', title: 'Tour' });
  });

  it('answers a range request with 206 and just those bytes, cached for a year', async () => {
    const part = await get('/media/tour.0123abcd.webm', { range: 'bytes=100-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-1099/5000');
    expect(part.headers['content-length']).toBe('1000');
    expect(part.rawPayload).toHaveLength(1000);
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.headers['cache-control']).toBe(yearImmutable);

    const open = await get('/media/tour.4567cdef.mp4', { range: 'bytes=4000-' });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe('bytes 4000-4999/5000');

    const beyond = await get('/media/tour.4567cdef.mp4', { range: 'bytes=9000-9999' });
    expect(beyond.statusCode).toBe(416);
  });

  it('serves whole files with the same caching, says it accepts ranges, and the captions as WebVTT', async () => {
    const whole = await get('/media/tour.4567cdef.mp4');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['cache-control']).toBe(yearImmutable);
    const captions = await get('/media/tour.ru.22222222.vtt');
    expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
    expect(captions.body).toContain('WEBVTT');
    expect(captions.headers['cache-control']).toBe(yearImmutable);
  });

  it('answers 404 for a file that is not there and never lists the folder', async () => {
    expect((await get('/media/tour.deadbeef.webm')).statusCode).toBe(404);
    const folder = await get('/media/');
    expect(folder.statusCode).not.toBe(500);
    expect(folder.body).not.toContain('tour.');
  });
});

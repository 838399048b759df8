import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mailbox } from '../../testing/accounts';
import { activatedDevice } from '../../testing/cards';
import { type TestApp, createTestApp } from '../../testing/test-app';
import { testDialect } from '../../testing/test-db';
import { runDesktopClient } from './main';

/** Runs the reference client as `npm run desktop-client -- …` would, capturing its one JSON line. */
const run = async (args: string[]): Promise<{ code: number; output: Record<string, unknown> | null }> => {
  const lines: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const code = await runDesktopClient(args);
    return { code, output: lines.length === 1 ? JSON.parse(lines[0]!) : null };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
};

describe(`the reference desktop client uploads a card to a real server on ${testDialect()}`, () => {
  const mail = mailbox();
  let testApp: TestApp;
  let serverUrl: string;
  let workDir: string;

  beforeAll(async () => {
    testApp = await createTestApp({ onMailQueued: mail.onMailQueued });
    serverUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    workDir = mkdtempSync(path.join(tmpdir(), 'desktop-client-cards-'));
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('writes the sample card, uploads it, and prints the link that opens it', async () => {
    const device = await activatedDevice(testApp.app, mail);
    const sample = await run(['sample-card', '--out', path.join(workDir, 'sample')]);
    expect(sample.code).toBe(0);
    const files = sample.output as Record<string, string>;
    for (const file of Object.values(files)) expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(files.card!, 'utf8')).savedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const common = ['--server', serverUrl, '--key', device.key, '--fingerprint', device.fingerprint];
    const uploaded = await run([
      'upload-card',
      ...common,
      '--card',
      files.card!,
      '--before',
      files.before!,
      '--after',
      files.after!,
      '--pdf',
      files.pdf!,
    ]);
    expect(uploaded.code).toBe(0);
    const link = uploaded.output!.previewLink as string;
    expect(uploaded.output).toMatchObject({ previewUrl: `http://localhost:3000/preview/${link}` });

    const card = (await testApp.app.inject({ url: `/api/cards/${link}` })).json();
    expect(card).toMatchObject({ patientName: 'Olena Kovalenko', plan: { totalMinor: 418000 } });
    expect(card.pdfUrl).toMatch(/plan\.pdf$/);
    expect(card.images.before.variants).toHaveLength(6);
    expect((await testApp.app.inject({ url: card.pdfUrl })).statusCode).toBe(200);
  });

  it('prints the problem of a refused upload, and says how to use it when called wrongly', async () => {
    const device = await activatedDevice(testApp.app, mail);
    const sample = (await run(['sample-card', '--out', path.join(workDir, 'refused')])).output as Record<
      string,
      string
    >;
    const files = ['--card', sample.card!, '--before', sample.before!, '--after', sample.after!];
    const wrongDevice = await run([
      'upload-card',
      '--server',
      serverUrl,
      '--key',
      device.key,
      '--fingerprint',
      'machine-of-somebody-else-000',
      ...files,
    ]);
    expect(wrongDevice).toEqual({
      code: 1,
      output: { status: 403, code: 'LICENSE_NOT_VALID', licenseCode: 'DEVICE_MISMATCH' },
    });
    const notAnImage = await run([
      'upload-card',
      '--server',
      serverUrl,
      '--key',
      device.key,
      '--fingerprint',
      device.fingerprint,
      ...files.slice(0, 4),
      '--after',
      sample.card!,
    ]);
    expect(notAnImage).toEqual({
      code: 1,
      output: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', errors: [{ field: 'body/after', reason: 'type' }] },
    });
    expect((await run(['upload-card', '--server', serverUrl, '--key', device.key])).code).toBe(2);
    const missingFile = [...files.slice(0, 4), '--after', path.join(workDir, 'nope.jpg')];
    expect(
      (await run(['upload-card', '--key', device.key, '--fingerprint', device.fingerprint, ...missingFile])).code,
    ).toBe(2);
  });
});

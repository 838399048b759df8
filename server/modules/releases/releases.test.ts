import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { mailbox, signUp, withToken } from '../../../server-test/accounts';
import { confirmedCompany } from '../../../server-test/licensing';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { createTestClock, minutes } from '../../../server-test/test-clock';
import { fileStoreKinds, useFileStoreEnv } from '../../../server-test/s3-store';
import { testDialect } from '../../../server-test/test-db';
import { ReleaseError, addRelease } from './service';

const run = promisify(execFile);

describe.each(fileStoreKinds)(`installers on ${testDialect()} with the %s file store`, (store) => {
  const time = createTestClock();
  const mail = mailbox();
  let testApp: TestApp;
  let scratch: string;
  const selected = useFileStoreEnv(store);

  beforeAll(async () => {
    testApp = await createTestApp({ clock: time.clock, onMailQueued: mail.onMailQueued, env: selected.env });
    scratch = mkdtempSync(path.join(tmpdir(), 'installers-'));
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const installer = (name: string, content: string): string => {
    const file = path.join(scratch, name);
    writeFileSync(file, content);
    return file;
  };
  const publish = (os: 'windows' | 'macos', version: string, file: string) =>
    addRelease(testApp.db, testApp.files, { os, version, notes: `Version ${version}`, file, now: time.now() });
  const releases = async (token: string) =>
    testApp.app.inject({ url: '/api/company/releases', headers: withToken(token) });

  it('are refused until the e-mail is confirmed', async () => {
    const { token } = await signUp(testApp.app);
    const response = await releases(token);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('EMAIL_NOT_CONFIRMED');
  });

  it('list the latest release per OS with a signed link that downloads the exact file', async () => {
    const { token } = await confirmedCompany(testApp.app, mail);
    expect((await releases(token)).json()).toEqual({ releases: [] });

    await publish('windows', '1.0.0', installer('Dentiqo Setup 1.0.0.exe', 'old windows build'));
    time.advance(minutes(1));
    const content = 'windows build 1.1.0 \u2014 binary stand-in';
    const windows = await publish('windows', '1.1.0', installer('Dentiqo Setup 1.1.0.exe', content));
    await publish('macos', '1.1.0', installer('Dentiqo-1.1.0.dmg', 'mac build'));

    const listed = (await releases(token)).json().releases;
    expect(listed.map((release: { os: string; version: string }) => [release.os, release.version])).toEqual([
      ['windows', '1.1.0'],
      ['macos', '1.1.0'],
    ]);
    const expectedSha = createHash('sha256').update(content).digest('hex');
    expect(listed[0]).toMatchObject({ id: windows.id, sha256: expectedSha, sizeBytes: Buffer.byteLength(content) });

    const download = await testApp.app.inject({
      url: new URL(listed[0].downloadUrl).pathname + new URL(listed[0].downloadUrl).search,
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(content);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Dentiqo_Setup_1.1.0.exe"; filename*=UTF-8''Dentiqo%20Setup%201.1.0.exe`,
    );
    expect(download.headers['x-content-sha256']).toBe(expectedSha);
  });

  it('resume a download from a byte range (206), and answer 416 past the end', async () => {
    const { token } = await confirmedCompany(testApp.app, mail);
    const [latest] = (await releases(token)).json().releases;
    const url = new URL(latest.downloadUrl);
    const get = (range: string) => testApp.app.inject({ url: url.pathname + url.search, headers: { range } });
    const part = await get('bytes=8-');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 8-${latest.sizeBytes - 1}/${latest.sizeBytes}`);
    expect(part.body).toBe(Buffer.from('windows build 1.1.0 \u2014 binary stand-in').subarray(8).toString());
    expect((await get(`bytes=${latest.sizeBytes}-`)).statusCode).toBe(416);
  });

  if (store === 's3') {
    it('redirect to a signed URL of the store when S3_SIGNED_DOWNLOADS is on', async () => {
      const env = { ...selected.env, S3_SIGNED_DOWNLOADS: 'true' };
      const signing = await createTestApp({ clock: time.clock, onMailQueued: mail.onMailQueued, env });
      try {
        const file = installer('Dentiqo Setup 9.0.0.exe', 'signed download');
        await addRelease(signing.db, signing.files, {
          os: 'windows',
          version: '9.0.0',
          notes: '',
          file,
          now: time.now(),
        });
        const { token } = await confirmedCompany(signing.app, mail);
        const listed = await signing.app.inject({ url: '/api/company/releases', headers: withToken(token) });
        const windows = listed.json().releases.find((release: { os: string }) => release.os === 'windows');
        const url = new URL(windows.downloadUrl);
        const answer = await signing.app.inject({ url: url.pathname + url.search });
        expect(answer.statusCode).toBe(302);
        expect(answer.headers.location).toContain(`${selected.env.S3_ENDPOINT}/${selected.env.S3_BUCKET}/releases/`);
        const fetched = await fetch(answer.headers.location!);
        expect(fetched.status).toBe(200);
        expect(
          createHash('sha256')
            .update(Buffer.from(await fetched.arrayBuffer()))
            .digest('hex'),
        ).toBe(windows.sha256);
      } finally {
        await signing.close();
      }
    });
  }

  it('refuse tampered, borrowed and expired links', async () => {
    const { token } = await confirmedCompany(testApp.app, mail);
    const [windows, macos] = (await releases(token)).json().releases;
    const link = new URL(windows.downloadUrl);
    const signature = link.searchParams.get('signature')!;
    const expires = link.searchParams.get('expires')!;
    const get = (url: string) => testApp.app.inject({ url });

    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect((await get(`${link.pathname}?expires=${expires}&signature=${flipped}`)).statusCode).toBe(403);
    expect((await get(`${link.pathname}?expires=${Number(expires) + 3600}&signature=${signature}`)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/downloads/${macos.id}?expires=${expires}&signature=${signature}`)).statusCode).toBe(403);
    expect((await get(`${link.pathname}?expires=${expires}`)).statusCode).toBe(400);
    expect((await get(`/api/downloads/..%2F..%2Fetc?expires=${expires}&signature=${signature}`)).statusCode).toBe(400);

    time.advance(minutes(11));
    const expired = await get(`${link.pathname}${link.search}`);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().detail).toContain('expired');
  });

  it('refuse to publish a bad version, an empty or missing file, or a version twice, leaving nothing behind', async () => {
    const before = (await testApp.files.list('releases')).sort();
    await expect(publish('macos', 'latest', installer('a.dmg', 'x'))).rejects.toThrow(/--version must look like 1.2.3/);
    await expect(publish('macos', '2.0.0', installer('empty.dmg', ''))).rejects.toThrow(/is empty/);
    await expect(publish('macos', '2.0.0', path.join(scratch, 'missing.dmg'))).rejects.toThrow(ReleaseError);
    await expect(publish('macos', '1.1.0', installer('again.dmg', 'again'))).rejects.toThrow(/already published/);
    expect((await testApp.files.list('releases')).sort()).toEqual(before);
  });
});

// The command runs against a SQLite file of its own, so one dialect is enough.
if (testDialect() === 'sqlite') {
  describe('npm run ops -- release:add', () => {
    it('publishes an installer and lists it, and explains its usage', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'ops-'));
      const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '', LOG_LEVEL: 'silent' };
      const cli = path.join(__dirname, '..', '..', 'cli', 'ops.ts');
      const file = path.join(dataDir, 'Setup.exe');
      writeFileSync(file, 'installer bytes');
      try {
        const added = await run(
          process.execPath,
          [
            '--import',
            'tsx',
            cli,
            'release:add',
            '--os',
            'windows',
            '--version',
            '3.2.1',
            '--notes',
            'Faster 3D',
            file,
          ],
          { env },
        );
        expect(added.stdout).toMatch(/^Published windows 3\.2\.1: Setup\.exe, 15 bytes, sha256 [0-9a-f]{64}/);
        const listed = await run(process.execPath, ['--import', 'tsx', cli, 'release:list'], { env });
        expect(listed.stdout).toContain('windows\t3.2.1\tSetup.exe\t15 bytes');
        await expect(
          run(process.execPath, ['--import', 'tsx', cli, 'release:add', '--os', 'linux', file], { env }),
        ).rejects.toMatchObject({ code: 2 });
        await expect(
          run(
            process.execPath,
            ['--import', 'tsx', cli, 'release:add', '--os', 'windows', '--version', '3.2.1', file],
            { env },
          ),
        ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('already published') });
        expect(existsSync(path.join(dataDir, 'releases'))).toBe(true);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 60_000);
  });
}

import { mkdtempSync, readdirSync, rmSync, statSync, statfsSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { PublicCard } from '../contract/api/cards';
import { authorizationKey } from '../contract/rules/auth';
import { type SharedCard, seedSharedCard } from '../e2e/support/cards';
import { writeSampleCard } from '../server/cli/desktop-client/sample-card';
import { type UploadResult, uploadCard } from '../server/cli/desktop-client/upload-card';
import { type ServerProcess, inUploadsNamespace, startServerProcess } from './support/server-process';

jest.setTimeout(180_000);

const port = 4465;
const volumeBytes = 8 * 1024 * 1024;
/** Room left on the "full" volume: less than a card's files or the logo take, more than nothing. */
const roomLeftBytes = 48 * 1024;

describe('uploads when the storage volume is full or read-only', () => {
  let dataDir: string;
  let server: ServerProcess;
  let clinic: SharedCard;
  let cardFiles: Record<string, string>;
  let logo: Buffer;
  /** The server's uploads folder as its own mount namespace sees it (the tmpfs), from outside. */
  let volume: string;
  const filler = () => path.join(volume, 'filler');

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dentiqo-faults-storage-'));
    server = await startServerProcess(port, dataDir, {}, { uploadsVolumeBytes: volumeBytes });
    volume = `/proc/${server.child.pid}/root${path.join(dataDir, 'uploads')}`;
    // The sample card and the desktop client's state that seeding writes go into this run's folder, removed below (a
    // jest worker can be stopped before its exit hooks run).
    process.env.E2E_SCRATCH_DIR = path.join(dataDir, 'scratch');
    clinic = await seedSharedCard(server.url, { dataDir, pdf: true });
    cardFiles = await writeSampleCard(mkdtempSync(path.join(dataDir, 'card-')));
    // Noise does not compress: the re-encoded PNG stays far larger than the room left on the full volume.
    const noise = Buffer.from(Array.from({ length: 256 * 256 * 3 }, () => Math.floor(Math.random() * 256)));
    logo = await sharp(noise, { raw: { width: 256, height: 256, channels: 3 } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    delete process.env.E2E_SCRATCH_DIR;
  });

  const upload = (): Promise<UploadResult> =>
    uploadCard(server.url, clinic, {
      card: cardFiles.card!,
      before: cardFiles.before!,
      after: cardFiles.after!,
      pdf: cardFiles.pdf!,
    });

  const putLogo = async () => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
    const response = await fetch(`${server.url}/api/company/avatar`, {
      method: 'PUT',
      headers: { [authorizationKey]: clinic.token },
      body,
    });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), json: await response.json() };
  };

  /** What a refused upload must leave as it found: the files on the volume, the company's cards and its logo. */
  const state = async () => {
    const headers = { [authorizationKey]: clinic.token };
    const cards = (await (await fetch(`${server.url}/api/company/cards`, { headers })).json()) as { total: number };
    const avatar = (await (await fetch(`${server.url}/api/company/avatar`, { headers })).json()) as { url: unknown };
    const files = ['cards', 'avatars'].flatMap((dir) =>
      readdirSync(path.join(volume, dir), { recursive: true, encoding: 'utf8' }).map((name) => `${dir}/${name}`),
    );
    return { cards: cards.total, avatar: avatar.url, files: files.sort() };
  };

  /** The plan the patient already has must still open, PDF included: reads do not depend on free space. */
  const patientStillSeesPlan = async () => {
    const card = (await (await fetch(`${server.url}/api/cards/${clinic.previewLink}`)).json()) as PublicCard;
    const pdf = await fetch(`${server.url}${card.pdfUrl}`);
    expect(pdf.status).toBe(200);
    expect((await pdf.arrayBuffer()).byteLength).toBeGreaterThan(0);
  };

  it('answers 507 STORAGE_FULL, keeps nothing of the refused upload, and takes uploads again once there is room', async () => {
    expect((await putLogo()).status).toBe(200);
    // Fill the volume to the last byte, then give back a little: the next write starts and is cut short.
    expect(() => writeFileSync(filler(), Buffer.alloc(volumeBytes))).toThrow(
      expect.objectContaining({ code: 'ENOSPC' }),
    );
    truncateSync(filler(), statSync(filler()).size - roomLeftBytes);
    const { bsize, bavail } = statfsSync(volume);
    expect(bavail * bsize).toBeLessThanOrEqual(roomLeftBytes + bsize);
    const before = await state();

    const card = await upload();
    expect(card).toMatchObject({ ok: false, status: 507, problem: { code: 'STORAGE_FULL', status: 507 } });
    const refusedLogo = await putLogo();
    expect(refusedLogo).toMatchObject({ status: 507, retryAfter: '300', json: { code: 'STORAGE_FULL' } });
    expect(await state()).toEqual(before);
    await patientStillSeesPlan();
    console.log(`storage full: card upload and logo refused with 507, ${before.files.length} files unchanged`);

    rmSync(filler());
    expect(await upload()).toMatchObject({ ok: true });
    expect((await putLogo()).status).toBe(200);
  });

  it('answers 503 STORAGE_READ_ONLY while the volume is read-only, and recovers when it is writable again', async () => {
    // A bind remount changes the mount point's flags, which root of the user namespace may (the superblock's not).
    inUploadsNamespace(server, 'mount', '-o', 'remount,bind,ro', path.join(dataDir, 'uploads'));
    try {
      const before = await state();
      const card = await upload();
      expect(card).toMatchObject({ ok: false, status: 503, problem: { code: 'STORAGE_READ_ONLY' } });
      const refusedLogo = await putLogo();
      expect(refusedLogo).toMatchObject({ status: 503, retryAfter: '300', json: { code: 'STORAGE_READ_ONLY' } });
      expect(await state()).toEqual(before);
      await patientStillSeesPlan();
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
      console.log(`storage read-only: card upload and logo refused with 503, ${before.files.length} files unchanged`);
    } finally {
      inUploadsNamespace(server, 'mount', '-o', 'remount,bind,rw', path.join(dataDir, 'uploads'));
    }
    expect(await upload()).toMatchObject({ ok: true });
    expect((await putLogo()).status).toBe(200);
  });
});

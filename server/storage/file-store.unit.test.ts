import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type S3Stand, fileStoreKinds, startS3Server, storedBytes } from '../../server-test/s3-store';
import { parseStorageConfig } from '../config-storage';
import { createFileStore } from './create-file-store';
import { type FileStore, FileKeyError, FileStoreUnavailableError, checkKey } from './file-store';

const text = async (store: FileStore, key: string, range?: { start: number; end: number }) => {
  const file = await store.read(key, range);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return { text: Buffer.concat(chunks).toString(), size: file.size };
};

describe.each(fileStoreKinds)('the %s file store', (kind) => {
  let dataDir: string;
  let s3: S3Stand | undefined;
  let store: FileStore;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dentiqo-store-'));
    if (kind === 's3') s3 = await startS3Server();
    const problems: string[] = [];
    const config = parseStorageConfig(s3?.env ?? {}, problems);
    expect(problems).toEqual([]);
    store = await createFileStore(config, dataDir);
    expect(store.kind).toBe(kind);
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores bytes and a stream of known length, and reads them back whole', async () => {
    await store.put('a/b/bytes.txt', Buffer.from('0123456789'), 'text/plain');
    await store.put('a/b/stream.txt', { stream: Readable.from([Buffer.from('abc'), Buffer.from('def')]), length: 6 });
    expect(await text(store, 'a/b/bytes.txt')).toEqual({ text: '0123456789', size: 10 });
    expect(await text(store, 'a/b/stream.txt')).toEqual({ text: 'abcdef', size: 6 });
    expect((await storedBytes(store, 'a/b/bytes.txt'))?.toString()).toBe('0123456789');
  });

  it('reads a range, telling the whole size', async () => {
    await store.put('ranges/file', Buffer.from('0123456789'));
    expect(await text(store, 'ranges/file', { start: 2, end: 5 })).toEqual({ text: '2345', size: 10 });
    expect(await text(store, 'ranges/file', { start: 9, end: 9 })).toEqual({ text: '9', size: 10 });
  });

  it('replaces a file put again under the same key', async () => {
    await store.put('again/file', Buffer.from('first'));
    await store.put('again/file', Buffer.from('second'));
    expect((await text(store, 'again/file'))?.text).toBe('second');
  });

  it('tells whether a file exists, and answers null for a missing one', async () => {
    await store.put('there/file', Buffer.from('x'));
    expect(await store.exists('there/file')).toBe(true);
    expect(await store.exists('there/missing')).toBe(false);
    expect(await store.exists('there')).toBe(false);
    expect(await store.read('there/missing')).toBeNull();
  });

  it('deletes a file (a missing one is no error) and a whole folder, listing what is left', async () => {
    await store.put('folder/one', Buffer.from('1'));
    await store.put('folder/sub/two', Buffer.from('2'));
    await store.put('folder-next/three', Buffer.from('3'));
    expect((await store.list('folder')).sort()).toEqual(['folder/one', 'folder/sub/two']);
    await store.delete('folder/one');
    await store.delete('folder/one');
    expect(await store.list('folder')).toEqual(['folder/sub/two']);
    await store.deleteFolder('folder');
    expect(await store.list('folder')).toEqual([]);
    expect(await store.list('folder-next')).toEqual(['folder-next/three']);
    expect(await store.list('nothing-here')).toEqual([]);
  });

  it('keeps nothing of a stream that fails half way', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('half');
        throw new Error('the source broke');
      })(),
    );
    await expect(store.put('broken/file', { stream: failing, length: 8 })).rejects.toThrow();
    expect(await store.exists('broken/file')).toBe(false);
    expect(await store.list('broken')).toEqual([]);
  });

  it.each(['', '/etc/passwd', '../up', 'a/../b', 'a//b', 'a/./b', 'a/', 'nul\u0000byte', 'back\\slash'])(
    'refuses the key %p',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(FileKeyError);
      await expect(store.read(key)).rejects.toThrow(FileKeyError);
      await expect(store.exists(key)).rejects.toThrow(FileKeyError);
      await expect(store.delete(key)).rejects.toThrow(FileKeyError);
    },
  );

  it('gives a signed URL only where the store can serve one', async () => {
    await store.put('signed/Setup 1.0.exe', Buffer.from('installer'));
    const url = await store.signedUrl('signed/Setup 1.0.exe', 60, 'Setup 1.0.exe');
    if (kind === 'local') {
      expect(url).toBeNull();
      return;
    }
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('installer');
  });
});

describe('the S3 file store when the server is down', () => {
  it('fails with FileStoreUnavailableError, and works again once it is back', async () => {
    const s3 = await startS3Server();
    try {
      const config = parseStorageConfig(s3.env, []);
      const store = await createFileStore(config, tmpdir());
      await s3.stop();
      await expect(store.put('down/file', Buffer.from('x'))).rejects.toThrow(FileStoreUnavailableError);
      await expect(store.read('down/file')).rejects.toThrow(FileStoreUnavailableError);
      await s3.restart();
      await store.put('down/file', Buffer.from('x'));
      expect(await store.exists('down/file')).toBe(true);
    } finally {
      await s3.close();
    }
  }, 30_000);
});

describe('checkKey', () => {
  it('accepts plain relative paths', () => {
    expect(checkKey('uploads/cards/0a1b/before-480.webp')).toBe('uploads/cards/0a1b/before-480.webp');
  });
});

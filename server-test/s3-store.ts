import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { FileStore } from '../server/storage/file-store';

export type FileStoreKind = 'local' | 's3';
/** The stores the file-touching suites run against. */
export const fileStoreKinds: FileStoreKind[] = ['local', 's3'];

export const testBucket = 'dentiqo-test';

/** An S3-compatible server on loopback (s3rver, its objects in a temporary folder), stoppable and restartable. */
export interface S3Stand {
  /** The variables that point the app's file store at it. */
  env: Record<string, string>;
  stop: () => Promise<void>;
  /** Starts it again on the same port, with the objects it held. */
  restart: () => Promise<void>;
  /** Stops it and removes its folder. */
  close: () => Promise<void>;
}

export const startS3Server = async (): Promise<S3Stand> => {
  const directory = mkdtempSync(path.join(tmpdir(), 'dentiqo-s3-'));
  const serve = async (port: number) => {
    const server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: testBucket }],
    });
    return { server, address: await server.run() };
  };
  let running: S3rver | null;
  const first = await serve(0);
  running = first.server;
  const { port } = first.address;
  const stop = async () => {
    await running?.close();
    running = null;
  };
  return {
    env: {
      FILE_STORE: 's3',
      S3_BUCKET: testBucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
    restart: async () => {
      running = (await serve(port)).server;
    },
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};

/**
 * For a describe block: the environment that selects `kind` (filled in beforeAll, so call this before the hook
 * that builds the app). For s3 an S3 server is started for the block and stopped after it.
 */
export const useFileStoreEnv = (kind: FileStoreKind): { env: Record<string, string> } => {
  const selected = { env: {} as Record<string, string> };
  let stand: S3Stand | undefined;
  beforeAll(async () => {
    if (kind === 's3') {
      stand = await startS3Server();
      selected.env = stand.env;
    }
  });
  afterAll(async () => {
    await stand?.close();
  });
  return selected;
};

/** The whole content of a stored file, or null when nothing is stored under the key. */
export const storedBytes = async (files: FileStore, key: string): Promise<Buffer | null> => {
  const file = await files.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createFileStore } from '../storage/create-file-store';
import type { FileStore } from '../storage/file-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded and published files (the data folder or S3). */
    files: FileStore;
  }
}

export type FilesOptions = Pick<Config, 'storage' | 'dataDir'>;

export const filesService = fp<FilesOptions>(
  (async (app, { storage, dataDir }) => {
    app.decorate('files', await createFileStore(storage, dataDir));
  }) satisfies FastifyPluginAsync<FilesOptions>,
  { name: 'files', fastify: '5.x' },
);

import type { StorageConfig } from '../config-storage';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';

/**
 * The store the configuration names: DATA_DIR itself for local, so the files stay where they always were. The S3
 * SDK is megabytes of code: loaded only when S3 is the store.
 */
export const createFileStore = async (config: StorageConfig, dataDir: string): Promise<FileStore> =>
  config.kind === 's3' ? (await import('./s3-file-store')).createS3FileStore(config) : createLocalFileStore(dataDir);

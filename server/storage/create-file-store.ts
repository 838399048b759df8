import type { StorageConfig } from '../config-storage';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

/** The store the configuration names: DATA_DIR itself for local, so the files stay where they always were. */
export const createFileStore = (config: StorageConfig, dataDir: string): FileStore =>
  config.kind === 's3' ? createS3FileStore(config) : createLocalFileStore(dataDir);

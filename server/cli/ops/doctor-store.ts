import path from 'node:path';
import type { Config } from '../../config';
import { createFileStore } from '../../storage/create-file-store';
import type { CheckedStore } from './doctor-files';

/** The server's file store, each file named as an operator finds it: a path under DATA_DIR, or its object's URL. */
export const checkedStore = async (config: Readonly<Config>): Promise<CheckedStore> => {
  const files = await createFileStore(config.storage, config.dataDir);
  const { storage, dataDir } = config;
  return {
    files,
    name:
      storage.kind === 's3' ? (key) => `s3://${storage.bucket}/${key}` : (key) => path.join(dataDir, ...key.split('/')),
  };
};

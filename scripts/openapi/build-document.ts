import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDb } from '../../server/db/create-db';

/**
 * The OpenAPI document `/api/docs/json` serves, from an app built on the embedded defaults over an empty database in a
 * temporary directory: nothing listens, nothing is migrated, and no setting of this machine changes the result.
 */
export const buildOpenApiDocument = async (): Promise<Record<string, unknown>> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dentiqo-openapi-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const handle = createDb(config.databaseUrl);
  try {
    const app = await buildApp({ config, db: handle.db });
    try {
      const response = await app.inject({ url: '/api/docs/json' });
      if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
      return response.json();
    } finally {
      await app.close();
    }
  } finally {
    await handle.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/** The document as `docs/openapi.json` holds it. */
export const formatOpenApiDocument = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;

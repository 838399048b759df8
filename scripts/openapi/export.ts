import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument, formatOpenApiDocument } from './build-document';

// `node --import tsx scripts/openapi/export.ts` writes docs/openapi.json; with `--check` (run by `npm run lint`) it
// only fails when the committed file differs from what the routes describe now.

const file = path.resolve(__dirname, '../../docs/openapi.json');
const check = process.argv.includes('--check');

const main = async (): Promise<void> => {
  const fresh = formatOpenApiDocument(await buildOpenApiDocument());
  if (!check) {
    writeFileSync(file, fresh);
    console.info(`Wrote ${path.relative(process.cwd(), file)}.`);
    return;
  }
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    // A missing file is reported below like a stale one.
  }
  if (committed !== fresh) {
    console.error('docs/openapi.json is not what the routes describe: run `npm run openapi:export` and commit it.');
    process.exit(1);
  }
  console.info('docs/openapi.json matches the routes.');
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

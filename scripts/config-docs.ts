import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { configOutputs, staleOutputs } from '../server/config-reference';

// `npm run docs:config` writes docs/configuration.md and .env.example from the configuration schema; with `--check`
// (run by `npm run lint`) it only fails, naming each file that differs from what the schema gives.

const root = path.resolve(__dirname, '..');

const main = async (): Promise<void> => {
  if (process.argv.includes('--check')) {
    const stale = await staleOutputs(root);
    if (stale.length > 0) {
      console.error(
        `${stale.join(' and ')} ${stale.length > 1 ? 'are' : 'is'} not what the configuration schema gives: run \`npm run docs:config\` and commit the result.`,
      );
      process.exit(1);
    }
    console.info('docs/configuration.md and .env.example match the configuration schema.');
    return;
  }
  for (const { file, content } of configOutputs()) {
    await writeFile(path.join(root, file), content);
    console.info(`Wrote ${file}.`);
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

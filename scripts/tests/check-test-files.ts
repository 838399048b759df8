import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Part of `npm run lint`: every file named as a test is run by a runner. A test file that no jest project and no
// Playwright pattern matches passes silently forever (server-test/log-secrets.unit.test.ts did, after a move).

const root = path.resolve(__dirname, '..', '..');
const testFileName = /\.(test|spec)\.[cm]?[jt]sx?$/;

const output = (command: string, args: string[]): string =>
  execFileSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

const trackedTestFiles = (): string[] =>
  output('git', ['ls-files', '--cached', '--others', '--exclude-standard'])
    .split('\n')
    .filter((file) => testFileName.test(file));

const jestFiles = (): string[] =>
  (
    JSON.parse(
      output(process.execPath, [path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--listTests', '--json']),
    ) as string[]
  ).map((file) => path.relative(root, file));

interface PlaywrightListing {
  config: { rootDir: string };
  suites: { file: string }[];
}

// Playwright lists the spec files it would run (a file without tests is absent, which is right: it runs nothing).
const playwrightFiles = (): string[] => {
  const listing = JSON.parse(
    output(process.execPath, [
      path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
      'test',
      '--list',
      '--reporter=json',
    ]),
  ) as PlaywrightListing;
  return listing.suites.map((suite) => path.relative(root, path.join(listing.config.rootDir, suite.file)));
};

const main = (): void => {
  const run = new Set([...jestFiles(), ...playwrightFiles()]);
  const unrun = trackedTestFiles().filter((file) => !run.has(file));
  if (unrun.length) {
    console.error(
      `Test files that no jest project and no Playwright pattern runs (jest.config.mts, playwright.config.ts):\n${unrun
        .map((file) => `  ${file}`)
        .join('\n')}`,
    );
    process.exit(1);
  }
  console.info(`Every test file runs (${run.size} files).`);
};

main();

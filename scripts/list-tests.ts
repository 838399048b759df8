import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// `npm run test:list [-- --out DIR] [-- --only web,e2e]`: every test's name, per layer (each jest project, then the
// browser tests), one `file › describe › test` a line, sorted. Run it before and after a change to the suites and
// diff the two folders: a test merged, renamed or removed shows up by name (issue 24: nothing may be lost).
// Jest has no "list the tests" mode: each project runs with a name pattern that matches no test, so every file is
// loaded and its tests are collected and reported as skipped, while no test body or hook runs.

const root = path.resolve(__dirname, '..');
const jestBin = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const playwrightBin = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');

interface JestReport {
  testResults: { name: string; assertionResults: { ancestorTitles: string[]; title: string }[] }[];
}
interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: { title: string }[];
  suites?: PlaywrightSuite[];
}

const option = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
};

const run = (args: string[]): string => {
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(`${args.slice(1).join(' ')} exited with ${result.status}:\n${result.stderr}`);
  return result.stdout;
};

const line = (file: string, titles: string[]): string =>
  [path.relative(root, path.resolve(root, file)), ...titles].join(' › ');

const jestProjects = (): string[] => {
  const shown = JSON.parse(run([jestBin, '--showConfig'])) as { configs: { displayName?: { name: string } }[] };
  return shown.configs.map((config) => config.displayName?.name ?? '').filter(Boolean);
};

const jestNames = (project: string): string[] => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dentiqo-test-list-'));
  const report = path.join(dir, 'report.json');
  try {
    const workers = option('maxWorkers');
    // `(?!)` matches nothing, so no test is enabled: jest then runs neither the tests nor their hooks.
    run([
      jestBin,
      '--selectProjects',
      project,
      '--testNamePattern',
      '(?!)',
      '--json',
      '--outputFile',
      report,
      '--silent',
      ...(workers ? ['--maxWorkers', workers] : []),
    ]);
    // A file that fails to load makes jest exit non-zero, so `run` has thrown: an empty list is a real one.
    const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as JestReport;
    return testResults.flatMap((file) =>
      file.assertionResults.map((test) => line(file.name, [...test.ancestorTitles, test.title])),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const playwrightNames = (): string[] => {
  const report = JSON.parse(run([playwrightBin, 'test', '--list', '--reporter=json'])) as {
    config: { rootDir: string };
    suites: PlaywrightSuite[];
  };
  const names: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]): void => {
    const file = path.join(report.config.rootDir, suite.file);
    for (const spec of suite.specs ?? []) names.push(line(file, [...titles, spec.title]));
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // A file's own suite is titled with its path, which each line already starts with.
  for (const fileSuite of report.suites) walk(fileSuite, []);
  return names;
};

const main = (): void => {
  const only = option('only')?.split(',');
  const layers: [string, () => string[]][] = [
    ...jestProjects().map((project): [string, () => string[]] => [project, () => jestNames(project)]),
    ['e2e', playwrightNames],
  ];
  const out = option('out');
  if (out) mkdirSync(out, { recursive: true });
  for (const [layer, names] of layers) {
    if (only && !only.includes(layer)) continue;
    const sorted = names().sort();
    if (out) {
      writeFileSync(path.join(out, `${layer}.txt`), sorted.map((name) => `${name}\n`).join(''));
      console.info(`${layer}: ${sorted.length} tests → ${path.join(out, `${layer}.txt`)}`);
    } else {
      console.info(`# ${layer} (${sorted.length})\n${sorted.join('\n')}`);
    }
  }
};

main();

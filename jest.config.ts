/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import { availableParallelism } from 'node:os';
import { testTimeoutMs } from './server/testing/test-timeout';

// Packages that ship ESM only; Node 20 jest cannot require() them untransformed.
const esmOnly = [
  'typebox',
  'content-disposition',
  'cookie',
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'react-ga4',
  // sanitize-html's own copies of htmlparser2 10 and its helpers
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
];

// A package's own nested node_modules (sanitize-html/node_modules/htmlparser2) must be transformed as well.
const transformIgnore = `/node_modules/(?!(?:[^/]+/node_modules/)?(${esmOnly.join('|')})/)`;

const aliases = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@contract/(.*)$': '<rootDir>/contract/$1',
  '^@server/(.*)$': '<rootDir>/server/$1',
};

const tsTransform: Config['transform'] = {
  '^.+\\.tsx?$': [
    'ts-jest',
    { isolatedModules: true, tsconfig: { jsx: 'react-jsx', allowJs: true, rootDir: __dirname } },
  ],
  '^.+\\.m?js$': ['ts-jest', { isolatedModules: true, tsconfig: { allowJs: true, rootDir: __dirname } }],
};

// The server suites import the whole server once per worker instead of once per file: jest-light-runner runs test
// files in plain Node child processes (no module registry per file; TypeScript through tsx, which the children get
// from NODE_OPTIONS). Files share a worker's modules, so tests isolate by data: each file has its own database,
// copied from the run's migrated template (server/testing/template-db.ts). It ignores jest's timeouts;
// enforce-timeouts.ts puts them back.
process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, '--import tsx'].filter(Boolean).join(' ');
const serverSuites = (displayName: string): Config => ({
  displayName,
  runner: 'jest-light-runner/child-process',
  testEnvironment: 'node',
  // jest still transforms the global set-up files with these; the runner's children load TypeScript through tsx.
  transform: tsTransform,
  transformIgnorePatterns: [transformIgnore],
  setupFilesAfterEnv: ['<rootDir>/server/testing/enforce-timeouts.ts'],
});

// Suites that need no database (*.unit.test.ts) run once; the rest run on SQLite and on PostgreSQL.
const unitSuites = '<rootDir>/server/**/*.unit.test.ts';
const databaseProject = (dialect: 'sqlite' | 'postgres'): Config => ({
  ...serverSuites(`server-${dialect}`),
  testMatch: ['<rootDir>/server/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '\\.unit\\.test\\.ts$'],
  setupFiles: [`<rootDir>/server/testing/use-${dialect}.ts`],
  globalSetup: `<rootDir>/server/testing/${dialect}-global-setup.ts`,
  globalTeardown: `<rootDir>/server/testing/${dialect}-global-teardown.ts`,
});

const config: Config = {
  // A global option: jest ignores it in a project.
  testTimeout: testTimeoutMs,
  // One worker per core (jest's default leaves one core to itself): most server suites wait on a database, a server
  // process or argon2 more than they compute, so on 2 cores two workers took the whole run from 715 s to 312 s.
  // Never one: with one worker jest-light-runner loads the suites into jest's own process, which has no tsx (so
  // `--runInBand` is not for the server projects either).
  maxWorkers: Math.max(2, availableParallelism()),
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { url: 'http://localhost/' },
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)', '<rootDir>/contract/**/*.test.ts'],
      moduleNameMapper: { ...aliases, '\\.(css)$': '<rootDir>/src/testing/style-mock.ts' },
      transform: tsTransform,
      transformIgnorePatterns: [transformIgnore],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
    },
    { ...serverSuites('server'), testMatch: [unitSuites] },
    databaseProject('sqlite'),
    databaseProject('postgres'),
    // The fault suites (`npm run test:faults`): real server processes killed, databases restarted, mail cut off.
    {
      displayName: 'faults',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/faults/**/*.test.ts'],
      moduleNameMapper: aliases,
      transform: tsTransform,
      transformIgnorePatterns: [transformIgnore],
    },
  ],
};

export default config;

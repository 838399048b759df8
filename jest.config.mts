import type { Config } from 'jest';
import { oneFilePackages } from './scripts/jest/one-file-packages.mts';

// Node 24 loads this file itself (type stripping; .mts: an ES module, as jest asks).
const rootDir = import.meta.dirname;

// Packages that ship ESM only: jest's module registry cannot require() them untransformed (on any Node).
const esmOnly = [
  'content-disposition',
  'cookie',
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'react-ga4',
  // three.js's CommonJS build requires its ES module core; the viewer's geometry is unit-tested in jsdom
  'three',
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
  ...oneFilePackages(rootDir),
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@contract/(.*)$': '<rootDir>/contract/$1',
  '^@server/(.*)$': '<rootDir>/server/$1',
};

// swc strips the types (tsc --noEmit checks them) and turns ES modules into CommonJS for jest. It transforms a cold
// cache several times faster than ts-jest, and every CI run starts cold.
const swcOptions = (syntax: 'typescript' | 'ecmascript') => ({
  jsc: {
    parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax, jsx: false },
    target: 'es2022',
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
});
const tsTransform: Config['transform'] = {
  '^.+\\.tsx?$': ['@swc/jest', swcOptions('typescript')],
  '^.+\\.m?js$': ['@swc/jest', swcOptions('ecmascript')],
};

// Each server test file gets a database of its own, copied from the run's migrated template
// (server-test/template-db.ts), instead of migrating one.
const serverSuites = (displayName: string): Config => ({
  displayName,
  testEnvironment: 'node',
  moduleNameMapper: aliases,
  transform: tsTransform,
  transformIgnorePatterns: [transformIgnore],
});

// Suites that need no database (*.unit.test.ts) run once; the rest run on SQLite and on PostgreSQL. The test helpers'
// own tests (server-test/) are unit suites too.
const unitSuites = ['<rootDir>/server/**/*.unit.test.ts', '<rootDir>/server-test/**/*.unit.test.ts'];
const databaseProject = (dialect: 'sqlite' | 'postgres'): Config => ({
  ...serverSuites(`server-${dialect}`),
  testMatch: ['<rootDir>/server/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '\\.unit\\.test\\.ts$'],
  setupFiles: [`<rootDir>/server-test/use-${dialect}.ts`],
  globalSetup: `<rootDir>/server-test/${dialect}-global-setup.ts`,
  globalTeardown: `<rootDir>/server-test/${dialect}-global-teardown.ts`,
});

const config: Config = {
  // A server test file builds an app on a real database; on a loaded 2-core machine a beforeAll alone has taken more
  // than jest's default 5 s. A global option: jest ignores it in a project.
  testTimeout: 20_000,
  // One worker per core (jest's default leaves one core to itself): most server suites wait on a database, a server
  // process or argon2 more than they compute, so on 2 cores two workers took the whole run from 715 s to 312 s. A
  // third worker did not pay: suites that start server processes, build bundles or decode 64-megapixel pictures then
  // missed their 20 s set-up limits.
  maxWorkers: '100%',
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
    { ...serverSuites('server'), testMatch: unitSuites },
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

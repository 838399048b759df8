// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { localRules } from './eslint-rules/plugin.mjs';

/**
 * Import zones: contract/ imports nothing of ours; src/ and server/ import contract/ but never
 * each other; inside src/ components ← features ← app and no feature imports another; inside server/ db and
 * plugins ← modules ← app.ts.
 */
const zones = [
  {
    target: './contract',
    from: ['./src', './server', './e2e', './bench'],
    message: 'contract/ imports nothing of ours.',
  },
  { target: './src', from: ['./server'], message: 'The SPA never imports the server.' },
  { target: './server', from: ['./src'], message: 'The server never imports the SPA.' },
  {
    target: './src/components',
    from: ['./src/features', './src/app'],
    // The typed store hooks carry only types from app/ (type imports are erased), so everything below may use them.
    except: ['./hooks.ts'],
    message: 'Shared components sit below features and app.',
  },
  { target: './src/api', from: ['./src/features', './src/app'], message: 'commonApi sits below features and app.' },
  {
    target: './src/features',
    from: ['./src/app'],
    except: ['./hooks.ts'],
    message: 'Features do not import the app shell (its typed store hooks aside); compose them in app/.',
  },
  {
    target: './server/db',
    from: ['./server/modules', './server/plugins', './server/app.ts'],
    message: 'db/ sits below plugins and modules.',
  },
  { target: './server/plugins', from: ['./server/modules', './server/app.ts'], message: 'Plugins sit below modules.' },
  {
    target: './server/modules',
    from: ['./server/app.ts', './server/main.ts'],
    message: 'Modules do not import the app.',
  },
];

const spaRestrictedImports = {
  patterns: [
    {
      group: ['@contract/api/*', '**/contract/api/*'],
      allowTypeImports: true,
      message: 'The SPA imports contract/api with `import type` only, so no schema runtime reaches the bundle.',
    },
  ],
  paths: [
    {
      name: 'react-redux',
      importNames: ['useDispatch', 'useSelector'],
      message: 'Use useAppDispatch and useAppSelector from @/app/hooks: they know the store’s state and thunks.',
    },
  ],
};

/** One zone per feature: a feature may not import any other feature. */
const featureZones = (features) =>
  features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; compose them in app/.',
  }));

import { readdirSync, readFileSync, existsSync } from 'node:fs';
const folders = (/** @type {string} */ dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
const features = folders('src/features');

/**
 * One zone per server module: it may not import another module's repository or routes. It calls the other
 * module's service; app.ts registers the routes.
 */
const moduleZones = (modules) =>
  modules.map((module) => ({
    target: `./server/modules/${module}`,
    from: ['./server/modules/*/repository*', './server/modules/*/routes*', './server/modules/*/*-routes*'],
    // Exceptions to glob zones match the absolute path of the import.
    except: [`**/server/modules/${module}/**`],
    message: "Call the other module's service; only app.ts registers routes.",
  }));
/** The operator's tools, like a module, call the modules' services. */
const cliZone = {
  target: './server/cli',
  from: ['./server/modules/*/repository*', './server/modules/*/routes*', './server/modules/*/*-routes*'],
  message: "Call the module's service.",
};
const modules = folders('server/modules');

/** Which module owns each table: only its repository writes it (local/table-owner). */
const tableOwners = JSON.parse(readFileSync('server/db/table-owners.json', 'utf8'));

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-server',
      'dist-types',
      'dist-e2e-server',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...zones, ...featureZones(features), ...moduleZones(modules), cliZone] },
      ],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through the config module of your side (server/config.ts, src/app/config.ts).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', spaRestrictedImports],
    },
  },
  {
    // The one place the store's hooks get their types.
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: spaRestrictedImports.patterns }] },
  },
  {
    // No user-facing string outside locales/: the components, not their tests.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/__tests__/**', 'src/**/testing/**'],
    plugins: { local: localRules },
    rules: { 'local/no-hard-coded-text': 'error' },
  },
  {
    // Migrations shape every table; tests set up rows as they need.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/db/migrations/**'],
    plugins: { local: localRules },
    rules: { 'local/table-owner': ['error', { owners: tableOwners }] },
  },
  {
    // Domain errors stay in their modules: services and the rules they use throw the module's refusal, and only
    // routes, hooks and the refusal mappers (`*-refusal.ts`) speak HTTP problems.
    files: [
      'server/modules/**/*service*.ts',
      'server/modules/**/device-standing.ts',
      'server/modules/**/upload-fields.ts',
    ],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/plugins/problem', '@server/plugins/problem'],
              message: "Throw the module's refusal (<module>-refusal.ts); its routes map it to a problem.",
            },
          ],
        },
      ],
    },
  },
  {
    // Plain scripts the build copies as they are (public/start-after-paint.js).
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    // Configuration modules, tooling and tests may read the environment.
    files: [
      'server/config.ts',
      'server-test/**',
      'server/cli/**',
      'scripts/**',
      'e2e/**',
      'bench/**',
      'faults/**',
      '*.config.{ts,mjs,js}',
      '**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  prettier,
);

import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OnLoadResult, Plugin } from 'esbuild';
import { sourceFingerprint } from './source-fingerprint';
import { repositoryRoot } from '../repository-root';

const root = repositoryRoot;

/** An esbuild bundle of the server: its folder (gitignored), its entry points by name, and what it is made from. */
export interface ServerBundle {
  dir: string;
  entryPoints: Readonly<Record<string, string>>;
  /** Repository-relative files and folders: when one of them changes, the bundle is stale. */
  inputs: readonly string[];
}

/** What every bundle of the server is made from. */
export const serverInputs: readonly string[] = [
  'server',
  'contract',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
];

/** Where the production bundle goes; `npm start` runs `start.js` from here with plain `node`, run-tool.mjs the tools. */
export const serverBundleDir = path.join(root, 'dist-server');

/**
 * The production server (`npm start`) and the operator's tools (`npm run ops`, `npm run db:migrate`: run-tool.mjs), and
 * nothing else: the browser tests' server with its stand-ins, which the benchmarks run the same way, is a bundle of
 * its own (bench/support/app-server-bundle.ts) that never ships.
 */
export const productionBundle: ServerBundle = {
  dir: serverBundleDir,
  entryPoints: { start: 'server/cli/start.ts', ops: 'server/cli/ops.ts', migrate: 'server/cli/migrate.ts' },
  inputs: serverInputs,
};

export const bundleFile = (bundle: ServerBundle, entry: string): string => path.join(bundle.dir, `${entry}.js`);
export const serverBundleFile = (entry: 'start'): string => bundleFile(productionBundle, entry);

/**
 * Node's options for the bundled server, in `npm start` (package.json; a test keeps the two alike) and the benchmarks.
 * V8 grows the young generation's semi-spaces to 16 MB each while the server starts (almost everything allocated then
 * survives) and keeps them at idle: 4 MB semi-spaces hold the idle server about 15 MB lower, for a scavenge every
 * 4 MB allocated instead of every 16 MB.
 */
export const serverNodeOptions: readonly string[] = ['--max-semi-space-size=4'];

/**
 * The bundled server's environment beyond the configuration, likewise in `npm start` and the benchmarks. glibc gives
 * each thread that allocates (libuv's pool, V8's helpers) a malloc arena of its own, up to 8 per core, and each keeps
 * what it once held: two arenas keep the idle server about 6 MB lower.
 */
export const serverProcessEnv: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };

/**
 * Left to `require()` from node_modules at run time: native addons (and their optional platform packages), packages
 * that read files next to their own code (swagger-ui's static files, @fastify/swagger's package.json), and the large
 * ones the default configuration loads only on demand (pg, nodemailer, stripe, sharp, the S3 SDK), so their source text is not
 * part of what every start parses.
 */
const external = [
  'better-sqlite3',
  '@node-rs/argon2',
  'sharp',
  'pg',
  'pg-native',
  'nodemailer',
  'stripe',
  '@aws-sdk/client-s3',
  '@aws-sdk/s3-request-presigner',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  // Its transports start worker threads from files of its own (we log to a stream, but the code is there).
  'pino',
  // Reads its own data files (font metrics, the sRGB profile) next to its code; loaded with the first PDF receipt.
  'pdfkit',
  // Its typographer has a regular expression with a literal '…', which esbuild leaves as it is: one character beyond
  // ASCII in the bundle makes V8 keep the whole bundle's source two bytes a character (4.8 MB instead of 2.4 MB).
  'markdown-it',
];

const stampFile = (bundle: ServerBundle): string => path.join(bundle.dir, '.build-fingerprint');

const isBundleCurrent = (bundle: ServerBundle, fingerprint: string): boolean =>
  Object.keys(bundle.entryPoints).every((entry) => existsSync(bundleFile(bundle, entry))) &&
  existsSync(stampFile(bundle)) &&
  readFileSync(stampFile(bundle), 'utf8').trim() === fingerprint;

const isOurs = (file: string): boolean => !path.relative(root, file).split(path.sep).includes('node_modules');

const repositoryRootFile = path.join(root, 'server', 'repository-root.ts');

/**
 * Refuses what would run differently from a bundle, instead of rewriting it. `__dirname` would be the bundle's folder
 * for every file: our files find the repository through server/repository-root.ts, the one file allowed to read it;
 * a bundled package that reads it belongs in `external`. `require.main === module` would hold in every file of a
 * bundle: entry points start what they start without it.
 */
const bundleGuardPlugin: Plugin = {
  name: 'bundle-guard',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args): OnLoadResult | undefined => {
      const source = readFileSync(args.path, 'utf8');
      if (!isOurs(args.path)) {
        return /\b__(dirname|filename)\b/.test(source)
          ? { errors: [{ text: `${args.path} uses __dirname or __filename: list its package in external` }] }
          : undefined;
      }
      if (/\brequire\.main\b/.test(source)) {
        return { errors: [{ text: `${args.path} tests require.main, which holds in every file of a bundle` }] };
      }
      if (args.path !== repositoryRootFile && /\b__(dirname|filename)\b/.test(source)) {
        return { errors: [{ text: `${args.path} uses __dirname or __filename: use repositoryRoot instead` }] };
      }
      return undefined;
    });
  },
};

/**
 * Bundles `bundle` into `outDir` (its own folder by default) with esbuild: CommonJS for Node 22.18+, source maps next to the
 * files. The externals resolve from node_modules above `outDir` (or NODE_PATH), our data folders from the sources'
 * places.
 */
export const buildBundle = async (bundle: ServerBundle, outDir = bundle.dir): Promise<void> => {
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { ...bundle.entryPoints },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    external,
    // Maps point at the sources in the repository instead of carrying them. Node reads them only when asked
    // (`NODE_OPTIONS=--enable-source-maps`): parsing them at start costs about 14 MB of resident memory.
    sourcemap: true,
    sourcesContent: false,
    // Less source text for V8 to hold; names stay, since error messages and Fastify's plugin names use them.
    minify: true,
    keepNames: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [bundleGuardPlugin],
  });
};

/** The production bundle (dist-server/), into `outDir`. */
export const buildServerBundle = (outDir = serverBundleDir): Promise<void> => buildBundle(productionBundle, outDir);

/** Bundles `bundle` unless its folder already holds a bundle of the current sources. */
export const ensureBundle = async (bundle: ServerBundle): Promise<void> => {
  const fingerprint = sourceFingerprint(bundle.inputs);
  const folder = `${path.relative(root, bundle.dir)}/`;
  if (isBundleCurrent(bundle, fingerprint)) {
    console.info(`Server bundle is up to date (${folder}).`);
    return;
  }
  console.info(`Bundling the server (esbuild) into ${folder}…`);
  await buildBundle(bundle);
  writeFileSync(stampFile(bundle), `${fingerprint}\n`);
};

/** The production bundle (dist-server/), unless it is current. */
export const ensureServerBundle = (): Promise<void> => ensureBundle(productionBundle);

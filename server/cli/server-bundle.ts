import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OnLoadResult, Plugin } from 'esbuild';
import { sourceFingerprint } from './source-fingerprint';

const root = path.resolve(__dirname, '..', '..');

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
];

const stampFile = (bundle: ServerBundle): string => path.join(bundle.dir, '.build-fingerprint');

const isBundleCurrent = (bundle: ServerBundle, fingerprint: string): boolean =>
  Object.keys(bundle.entryPoints).every((entry) => existsSync(bundleFile(bundle, entry))) &&
  existsSync(stampFile(bundle)) &&
  readFileSync(stampFile(bundle), 'utf8').trim() === fingerprint;

const isOurs = (file: string): boolean => !path.relative(root, file).split(path.sep).includes('node_modules');

const loaded = (file: string, contents: string): OnLoadResult => {
  const extension = path.extname(file).slice(1);
  const loader = extension.startsWith('t') ? 'ts' : 'js';
  return { contents, loader: extension.endsWith('x') ? `${loader}x` : loader, resolveDir: path.dirname(file) };
};

/**
 * Our files find the repository (locales/, content/, dist/, .env) from `__dirname`, which in the bundle would be
 * dist-server/ for every one of them: each of our files gets its own source folder instead, relative to the bundle,
 * so the build stays movable together with the repository. A bundled package that uses `__dirname` would look for
 * its files in dist-server/: the build fails naming it, and it belongs in `external`.
 */
const sourceDirnamePlugin = (outDir: string, entryFiles: ReadonlySet<string>): Plugin => ({
  name: 'source-dirname',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      let source = readFileSync(args.path, 'utf8');
      const runsAsEntry = /require\.main === module/.test(source) && isOurs(args.path);
      // In a bundle `module` is the bundle's, so `require.main === module` would hold in every file: server/main.ts
      // would start a second server. It is true only for an entry point's own file.
      if (runsAsEntry) source = source.replace(/require\.main === module/g, String(entryFiles.has(args.path)));
      if (!/\b__(dirname|filename)\b/.test(source)) return runsAsEntry ? loaded(args.path, source) : undefined;
      if (!isOurs(args.path)) {
        return { errors: [{ text: `${args.path} uses __dirname or __filename: list its package in external` }] };
      }
      if (/\b__filename\b/.test(source)) {
        return { errors: [{ text: `${args.path} uses __filename, which the bundle would change` }] };
      }
      const fromBundle = path.relative(outDir, path.dirname(args.path)).split(path.sep).join('/');
      const contents = source.replace(
        /\b__dirname\b/g,
        `require('node:path').join(__dirname, ${JSON.stringify(fromBundle)})`,
      );
      return loaded(args.path, contents);
    });
  },
});

/**
 * Bundles `bundle` into `outDir` (its own folder by default) with esbuild: CommonJS for Node 22.18+, source maps next to the
 * files. The externals resolve from node_modules above `outDir` (or NODE_PATH), our data folders from the sources'
 * places.
 */
export const buildBundle = async (bundle: ServerBundle, outDir = bundle.dir): Promise<void> => {
  const { build } = await import('esbuild');
  const entryFiles = new Set(Object.values(bundle.entryPoints).map((file) => path.join(root, file)));
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
    plugins: [sourceDirnamePlugin(outDir, entryFiles)],
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

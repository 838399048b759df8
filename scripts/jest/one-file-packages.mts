import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSync } from 'esbuild';

// Jest loads every file of a package through its own module registry: a resolution, a transform-cache read and a vm
// compile per file, in every test file. Packages of hundreds of small modules therefore cost more than the code under
// test: typebox (709 ES modules) and its Fastify type provider took 2.3 s of each server test file, 0.28 s bundled. Bundled into one CommonJS file per
// installed version, each loads in milliseconds.
// ES-module packages list their subpaths: those map onto one shared bundle, so the package keeps a single instance.
// CommonJS packages are bundled from their main file and keep their exact export shape.
const esmPackages: Record<string, string[]> = {
  typebox: ['compile', 'error', 'format', 'guard', 'schema', 'system', 'type', 'value'],
};
const commonJsPackages = ['kysely', 'fastify', 'stripe', 'sanitize-html', 'libphonenumber-js', 'yaml', 'pg'];
// Native addons and optional peers stay outside the bundles and load as usual.
const external = ['*.node', 'pg-native', 'better-sqlite3', 'sharp', '@node-rs/argon2'];

const faceName = (subpath: string) => (subpath === '' ? 'index' : subpath);

function bundle(options: { entry: { contents: string; resolveDir: string } | { file: string }; outfile: string }) {
  buildSync({
    ...('file' in options.entry
      ? { entryPoints: [options.entry.file] }
      : { stdin: { ...options.entry, loader: 'js' as const } }),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    external,
    outfile: options.outfile,
    logLevel: 'error',
  });
}

function buildEsm(name: string, subpaths: string[], rootDir: string, staging: string) {
  const all = ['', ...subpaths];
  const contents = all.map((sub) => `export * as ${faceName(sub)} from '${sub ? `${name}/${sub}` : name}';`).join('\n');
  bundle({ entry: { contents, resolveDir: rootDir }, outfile: path.join(staging, 'bundle.cjs') });
  for (const sub of all) {
    // A namespace object of the bundle, marked as an ES module so `import X from` finds its default export.
    const face = `const ns = require('./bundle.cjs').${faceName(sub)};\nmodule.exports = Object.defineProperty({ ...ns }, '__esModule', { value: true });\n`;
    writeFileSync(path.join(staging, `${faceName(sub)}.cjs`), face);
  }
}

function buildCommonJs(name: string, rootDir: string, staging: string) {
  bundle({
    entry: { file: createRequire(path.join(rootDir, 'package.json')).resolve(name) },
    outfile: path.join(staging, 'index.cjs'),
  });
}

function placeOnce(dir: string, build: (staging: string) => void) {
  if (existsSync(dir)) return;
  const staging = `${dir}.${process.pid}`;
  mkdirSync(staging, { recursive: true });
  build(staging);
  // Parallel jest runs may build at once: the first rename wins, the others find the folder in place.
  try {
    renameSync(staging, dir);
  } catch {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(dir)) throw new Error(`could not place a one-file package build at ${dir}`);
  }
}

/** moduleNameMapper entries that point the packages above at their one-file builds, building them when missing. */
export function oneFilePackages(rootDir: string): Record<string, string> {
  const folder = (name: string) => {
    const { version } = JSON.parse(readFileSync(path.join(rootDir, 'node_modules', name, 'package.json'), 'utf8'));
    return path.join(rootDir, 'node_modules', '.cache', 'jest-one-file', `${name.replace('/', '+')}@${version}`);
  };
  const mapper: Record<string, string> = {};
  for (const [name, subpaths] of Object.entries(esmPackages)) {
    const dir = folder(name);
    placeOnce(dir, (staging) => buildEsm(name, subpaths, rootDir, staging));
    mapper[`^${name}$`] = path.join(dir, 'index.cjs');
    for (const sub of subpaths) mapper[`^${name}/${sub}$`] = path.join(dir, `${sub}.cjs`);
  }
  for (const name of commonJsPackages) {
    const dir = folder(name);
    placeOnce(dir, (staging) => buildCommonJs(name, rootDir, staging));
    mapper[`^${name}$`] = path.join(dir, 'index.cjs');
  }
  return mapper;
}

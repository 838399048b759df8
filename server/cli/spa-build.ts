import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const distDir = path.join(root, 'dist');
const stampFile = path.join(distDir, '.build-fingerprint');

/**
 * Everything webpack and the prerender step read (the public pages are rendered with the texts and the content):
 * when one of these changes, the built SPA is stale.
 */
const inputs = [
  'src',
  'public',
  'contract',
  'locales',
  'content',
  'server/prerender',
  'server/modules/content',
  'webpack.config.ts',
  'webpack.prerender.config.ts',
  'tsconfig.json',
  'package-lock.json',
];

const listFiles = (entry: string): string[] => {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((child) => !child.name.startsWith('.') && child.name !== '__tests__' && !/\.test\.tsx?$/.test(child.name))
    .flatMap((child) => listFiles(path.join(entry, child.name)));
};

/** A content hash of the build inputs (not mtimes, which every fresh clone resets). */
export const sourceFingerprint = (): string => {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
};

export const isSpaBuildCurrent = (fingerprint: string): boolean =>
  existsSync(path.join(distDir, 'index.html')) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8').trim() === fingerprint;

const run = (what: string, args: string[]): void => {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`The SPA build failed (${what} exited with ${result.status ?? result.signal}).`);
  }
};

/** Builds the SPA with webpack unless dist/ already holds a build of the current sources. */
export const ensureSpaBuild = (): void => {
  const fingerprint = sourceFingerprint();
  if (isSpaBuildCurrent(fingerprint)) {
    console.info('SPA build is up to date (dist/).');
    return;
  }
  console.info('Building the SPA (webpack, production); this takes about a minute the first time…');
  const webpack = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  run('webpack', [webpack, '--mode', 'production']);
  console.info('Prerendering the public pages (webpack for Node, then every page in every language)…');
  run('the prerender build', [webpack, '--config', 'webpack.prerender.config.ts']);
  run('prerendering', [path.join(distDir, '.prerender', 'prerender-site.js'), distDir, 'content', 'locales']);
  writeFileSync(stampFile, `${fingerprint}\n`);
};

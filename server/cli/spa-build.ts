import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sourceFingerprint } from './source-fingerprint';
import { repositoryRoot } from '../repository-root';

const root = repositoryRoot;
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
  'tsconfig.base.json',
  'package-lock.json',
];

/** The fingerprint of the SPA build's inputs. */
export const spaSourceFingerprint = (): string => sourceFingerprint(inputs);

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

/**
 * Builds the SPA with webpack unless dist/ already holds a build of the current sources. With `reuseOnly` a missing or
 * stale build is an error instead: a CI run builds once at its start and every later step must find that build.
 */
export const ensureSpaBuild = ({ reuseOnly = false } = {}): void => {
  const fingerprint = spaSourceFingerprint();
  if (isSpaBuildCurrent(fingerprint)) {
    console.info('SPA build is up to date (dist/).');
    return;
  }
  if (reuseOnly) {
    throw new Error(
      'dist/ is missing or older than its sources, and this run reuses the SPA built at its start (SPA_BUILD=reuse): ' +
        'a step since then changed what the build reads, or the build step did not run.',
    );
  }
  console.info('Building the SPA (webpack, production); this takes about a minute the first time…');
  const webpack = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  run('webpack', [webpack, '--mode', 'production']);
  console.info('Prerendering the public pages (webpack for Node, then every page in every language)…');
  run('the prerender build', [webpack, '--config', 'webpack.prerender.config.ts']);
  run('prerendering', [path.join(distDir, '.prerender', 'prerender-site.js'), distDir, 'content', 'locales']);
  writeFileSync(stampFile, `${fingerprint}\n`);
};

import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const distDir = path.join(root, 'dist');
const stampFile = path.join(distDir, '.build-fingerprint');

/** Everything webpack reads: when one of these changes, the built SPA is stale. */
const inputs = ['src', 'public', 'contract', 'webpack.config.ts', 'tsconfig.json', 'package-lock.json'];

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

/** Builds the SPA with webpack unless dist/ already holds a build of the current sources. */
export const ensureSpaBuild = (): void => {
  const fingerprint = sourceFingerprint();
  if (isSpaBuildCurrent(fingerprint)) {
    console.info('SPA build is up to date (dist/).');
    return;
  }
  console.info('Building the SPA (webpack, production); this takes about a minute the first time…');
  const webpack = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const result = spawnSync(process.execPath, [webpack, '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`The SPA build failed (webpack exited with ${result.status ?? result.signal}).`);
  }
  writeFileSync(stampFile, `${fingerprint}\n`);
};

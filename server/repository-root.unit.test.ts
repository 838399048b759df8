import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findRepositoryRoot, repositoryRoot } from './repository-root';

describe('the repository root', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'dentiqo-root-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('is the nearest folder holding a package.json, however deep the start', () => {
    writeFileSync(path.join(folder, 'package.json'), '{}');
    const bundle = path.join(folder, 'node_modules', '.cache', 'bundle-test', 'bundle-1');
    mkdirSync(bundle, { recursive: true });
    expect(findRepositoryRoot(bundle)).toBe(folder);
    expect(findRepositoryRoot(path.join(folder, 'dist-server'))).toBe(folder);
    expect(findRepositoryRoot(folder)).toBe(folder);
  });

  it('stops at the nearest one when installs nest', () => {
    writeFileSync(path.join(folder, 'package.json'), '{}');
    const inner = path.join(folder, 'app');
    mkdirSync(path.join(inner, 'dist-server'), { recursive: true });
    writeFileSync(path.join(inner, 'package.json'), '{}');
    expect(findRepositoryRoot(path.join(inner, 'dist-server'))).toBe(inner);
  });

  it("is this repository's for the sources", () => {
    expect(repositoryRoot).toBe(path.resolve(__dirname, '..'));
  });
});

import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { configVariables, loadConfig } from './config';
import {
  configOutputs,
  envExampleFile,
  referenceFile,
  renderEnvExample,
  renderReference,
  staleOutputs,
} from './config-reference';
import { integer, optionalText, section } from './config-schema';

const sections = [
  section('Storage', {
    STORE_PARTS: integer(1, 10, 4, { description: 'Parts | uploaded at once.' }),
    STORE_BUCKET: optionalText({ example: 'dentiqo files', description: 'Bucket of the <name> store.' }),
  }),
];

describe('the configuration reference', () => {
  it('gives each section a table of variable, default and description', () => {
    expect(renderReference(sections)).toContain(
      [
        '## Storage',
        '',
        '| variable       | default | description                  |',
        '| -------------- | ------- | ---------------------------- |',
        '| `STORE_PARTS`  | `4`     | Parts \\| uploaded at once.   |',
        '| `STORE_BUCKET` | —       | Bucket of the \\<name> store. |',
      ].join('\n'),
    );
  });

  it('gives .env.example each default as an assignment and each example commented out', () => {
    expect(renderEnvExample(sections)).toContain(
      [
        '# ---- Storage',
        '# Parts | uploaded at once.',
        'STORE_PARTS=4',
        '# Bucket of the <name> store.',
        '# STORE_BUCKET="dentiqo files"',
      ].join('\n'),
    );
  });

  it('writes a .env.example that, used as it is, is a valid configuration with the defaults', () => {
    const example = configOutputs().find(({ file }) => file === envExampleFile)!.content;
    const assigned = parseEnv(example);
    expect(loadConfig(assigned)).toEqual(loadConfig({}));
    for (const { name } of configVariables) expect(example).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
  });

  it('documents every variable once', () => {
    const reference = configOutputs().find(({ file }) => file === referenceFile)!.content;
    const names = configVariables.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(reference).toContain(`| \`${name}\``);
  });
});

describe('the check of the generated files', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'config-docs-'));
    await mkdir(path.join(root, 'docs'));
    for (const { file, content } of configOutputs(sections)) await writeFile(path.join(root, file), content);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('passes files that are what the schema gives', async () => {
    expect(await staleOutputs(root, sections)).toEqual([]);
  });

  it('names a file edited by hand', async () => {
    await writeFile(path.join(root, envExampleFile), `${renderEnvExample(sections)}EXTRA=1\n`);
    expect(await staleOutputs(root, sections)).toEqual([envExampleFile]);
  });

  it('names a file the schema has moved on from, and a missing one', async () => {
    await rm(path.join(root, envExampleFile));
    const changed = [section('Storage', { STORE_PARTS: integer(1, 10, 5, { description: 'Parts at once.' }) })];
    expect(await staleOutputs(root, changed)).toEqual([referenceFile, envExampleFile]);
  });
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { configSections } from './config';
import { type ConfigSection, type VariableSchema, shownDefaultOf, variablesOf } from './config-schema';

// The configuration reference and `.env.example`, written from the schema by `npm run docs:config`; `npm run lint`
// runs the same with `--check`, so neither can drift from what the server reads.

export const referenceFile = 'docs/configuration.md';
export const envExampleFile = '.env.example';

const regenerate = 'Written by `npm run docs:config` from the configuration schema (`server/config-*.ts`)';

const cell = (value: string): string => value.replace(/\|/g, '\\|').replace(/</g, '\\<');

/** A markdown table laid out the way Prettier lays it out, so the checked-in file passes `prettier --check`. */
const table = (header: string[], rows: string[][]): string[] => {
  const widths = header.map((title, column) =>
    Math.max(3, title.length, ...rows.map((row) => [...(row[column] ?? '')].length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((value, column) => value + ' '.repeat(widths[column]! - [...value].length)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
};

const shownDefault = (schema: VariableSchema): string => {
  const value = shownDefaultOf(schema);
  return value === '' ? '—' : `\`${value}\``;
};

export const renderReference = (sections: readonly ConfigSection[]): string =>
  [
    '# Configuration',
    '',
    `<!-- ${regenerate}; do not edit by hand. -->`,
    '',
    'The server reads these environment variables once at start-up, validates every value and refuses to start with',
    'a message naming each bad variable. An empty value counts as unset. `npm start` and `npm run dev` also read a',
    '`.env` file in the repository root (the shell wins); `.env.example` lists the same variables with their defaults.',
    'With `NODE_ENV=production` it also refuses the defaults that only suit a laptop (`server/config-production.ts`)',
    'and names each one.',
    '',
    ...sections.flatMap((configSection) => [
      `## ${configSection.title}`,
      '',
      ...table(
        ['variable', 'default', 'description'],
        variablesOf(configSection).map(({ name, schema }) => [
          `\`${name}\``,
          shownDefault(schema),
          cell(schema.description ?? ''),
        ]),
      ),
      '',
    ]),
  ].join('\n');

const width = 118;

const comment = (text: string): string[] => {
  const lines: string[] = [];
  let current = '#';
  for (const word of text.split(/\s+/)) {
    if (current.length + word.length + 1 > width && current !== '#') {
      lines.push(current);
      current = '#';
    }
    current += ` ${word}`;
  }
  return [...lines, current];
};

/** A value as `process.loadEnvFile` reads it back: quoted when it holds spaces or quote or comment characters. */
const envValue = (value: string): string => {
  if (!/[\s#"'`]/.test(value)) return value;
  return value.includes('"') ? `'${value}'` : `"${value}"`;
};

const envLine = (name: string, schema: VariableSchema): string => {
  if (schema.shownDefault === undefined && schema.default !== undefined) {
    return `${name}=${envValue(String(schema.default))}`;
  }
  const example = schema.examples?.[0];
  return `# ${name}=${example === undefined ? '' : envValue(String(example))}`;
};

export const renderEnvExample = (sections: readonly ConfigSection[]): string =>
  [
    `# ${regenerate.replace(/`/g, '')}; do not edit by hand.`,
    '# Export these in your shell or copy this file to .env (npm start and npm run dev read it; the shell wins).',
    '# Every variable is optional outside production; the values shown are the defaults, the commented ones examples.',
    `# Each is described in ${referenceFile}.`,
    ...sections.flatMap((configSection) => [
      '',
      `# ---- ${configSection.title}`,
      ...variablesOf(configSection).flatMap(({ name, schema }) => [
        ...comment(schema.description ?? ''),
        envLine(name, schema),
      ]),
    ]),
    '',
  ].join('\n');

/** Each generated file, relative to the repository root, with the content the schema gives it. */
export const configOutputs = (sections: readonly ConfigSection[] = configSections) => [
  { file: referenceFile, content: renderReference(sections) },
  { file: envExampleFile, content: renderEnvExample(sections) },
];

/** The generated files under `root` that are missing or differ from what the schema gives. */
export const staleOutputs = async (root: string, sections?: readonly ConfigSection[]): Promise<string[]> => {
  const stale: string[] = [];
  for (const { file, content } of configOutputs(sections)) {
    const current = await readFile(path.join(root, file), 'utf8').catch(() => undefined);
    if (current !== content) stale.push(file);
  }
  return stale;
};

import assert from 'node:assert/strict';
import { checkForbiddenReferences } from './forbidden-references.ts';
import { checkLinks, type Repository } from './link-check.ts';

// Run by `npm run lint` with plain node, like the ESLint rule tests: the first case that fails throws.
const repoOf = (texts: Record<string, string>): Repository => ({
  files: Object.keys(texts),
  read: (file) => {
    const text = texts[file];
    if (text === undefined) throw new Error(`no fixture ${file}`);
    return text;
  },
});
const messages = (texts: Record<string, string>): string[] => {
  const repo = repoOf(texts);
  const documents = repo.files.filter((file) => file.endsWith('.md'));
  return [...checkLinks(repo, documents), ...checkForbiddenReferences(repo)].map(
    ({ file, line, message }) => `${file}:${line}: ${message}`,
  );
};

const target = [
  '# Guide',
  '',
  '## Run it',
  '',
  '## Run it',
  '',
  '## What `npm test` runs (and why)',
  '',
  '<a id="custom-spot"></a>',
].join('\n');

const good = {
  'docs/guide.md': target,
  'server/app.ts': 'export {};',
  'README.md': [
    '# Readme',
    '',
    'See [the guide](docs/guide.md), [running](docs/guide.md#run-it), [again](docs/guide.md#run-it-1),',
    '[the layers](docs/guide.md#what-npm-test-runs-and-why), [a spot](docs/guide.md#custom-spot) and [the app][app].',
    '![logo](server/app.ts) [docs folder](docs/) [here](#readme) [site](https://example.com) [mail](mailto:a@b.c)',
    '[an article](/articles/privacy) [a code line](server/app.ts#L3)',
    '',
    '<p align="center"><img src="server/app.ts" alt="an image in HTML"></p>',
    '',
    '```',
    '[inside a code block](missing.md)',
    '```',
    '',
    '[app]: server/app.ts',
  ].join('\n'),
};
assert.deepEqual(messages(good), [], 'good links, anchors, repeats, references and skipped schemes pass');

assert.deepEqual(
  messages({
    ...good,
    'docs/a.md': 'Intro\n\nSee [missing](../server/gone.ts) and ![pic](img/none.png).\n\n<img src="logo.svg">',
  }),
  [
    'docs/a.md:3: link to a missing file: ../server/gone.ts',
    'docs/a.md:3: link to a missing file: img/none.png',
    'docs/a.md:5: link to a missing file: logo.svg',
  ],
  'a link or image to a missing file fails',
);
assert.deepEqual(
  messages({ ...good, 'docs/a.md': '[x](guide.md#run-it-2)\n[y](#nowhere)\n\n[ref]: guide.md#no-such' }),
  [
    'docs/a.md:1: no heading "#run-it-2" in docs/guide.md: guide.md#run-it-2',
    'docs/a.md:2: no heading "#nowhere" in docs/a.md: #nowhere',
    'docs/a.md:4: no heading "#no-such" in docs/guide.md: guide.md#no-such',
  ],
  'an anchor that names no heading fails, reference definitions included',
);
assert.deepEqual(
  messages({ ...good, 'docs/a.md': '[out](../../elsewhere.md)' }),
  ['docs/a.md:1: link to a missing file: ../../elsewhere.md'],
  'a link leaving the repository fails',
);

const decisions = ['decisions', 'md'].join('.');
const shared = ['..', 'shared', 'x.md'].join('/');
const temporary = ['', 'tmp', 'run', 'log.txt'].join('/');
assert.deepEqual(
  messages({
    ...good,
    'server/a.ts': `// see ${decisions}\nexport {};`,
    'docs/b.md': `Read ${shared}.\n\nLogs go to \`${temporary}\`.`,
    'server/c.ts': `const dir = '${temporary}';`,
  }),
  [
    `server/a.ts:1: names ${decisions}, outside the repository`,
    `docs/b.md:1: names ${['..', 'shared'].join('/')}, outside the repository`,
    'docs/b.md:3: names a temporary path, which a reader does not have',
  ],
  'outside documents are forbidden everywhere, temporary paths in documents only',
);

console.log('check-markdown rule test: every case passes');

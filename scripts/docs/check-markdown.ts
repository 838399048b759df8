import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { checkForbiddenReferences } from './forbidden-references.ts';
import { checkLinks, type Repository } from './link-check.ts';

/**
 * `npm run lint`'s Markdown check: relative links and heading anchors resolve, and nothing points outside the
 * repository. Prints each problem as `file:line: message` and exits 1 when there is any.
 */
const skipped = /^(node_modules|dist|dist-server|dist-types|dist-e2e-server|coverage|test-results|playwright-report)\//;

const isFile = (file: string): boolean => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const files = [...new Set(listed.split('\0'))].filter((file) => file && !skipped.test(file) && isFile(file));
const repo: Repository = { files, read: (file) => readFileSync(file, 'utf8') };
const documents = files.filter((file) => file.endsWith('.md'));

const problems = [...checkLinks(repo, documents), ...checkForbiddenReferences(repo)];
for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
if (problems.length > 0) {
  console.error(`check-markdown: ${problems.length} problem(s) in ${documents.length} Markdown files`);
  process.exitCode = 1;
} else {
  console.log(`check-markdown: ${documents.length} Markdown files, every relative link and anchor resolves`);
}

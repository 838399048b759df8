import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configVariables, loadConfig } from '../server/config';

// `npm run lint`: README.md and .env.example say what server/config.ts reads, and .env.example as it is starts the
// server. A check of documents, so it runs with the linters, once, not as a server test on every database.

const root = path.resolve(__dirname, '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const envExample = readFileSync(path.join(root, '.env.example'), 'utf8');
const problems: string[] = [];

for (const { name } of configVariables) {
  if (!readme.includes(`| \`${name}\``)) problems.push(`README.md does not document ${name} in its table`);
  if (!new RegExp(`^#? ?${name}=`, 'm').test(envExample)) problems.push(`.env.example does not list ${name}`);
}

const assignments = envExample
  .split('\n')
  .filter((line) => /^[A-Z_]+=/.test(line))
  .map((line) => line.split(/=(.*)/s, 2) as [string, string])
  .map(([name, value]) => [name, value.replace(/^"(.*)"$/, '$1')] as const);
try {
  loadConfig(Object.fromEntries(assignments));
} catch (error) {
  problems.push(`.env.example, used as it is, is not a valid configuration: ${(error as Error).message}`);
}

if (problems.length > 0) {
  console.error(`The configuration's documentation is out of step with server/config.ts:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(`Configuration docs: README.md and .env.example cover all ${configVariables.length} variables.`);

// Before `npm test`: the browser tests need Debian's Chromium and the server tests a PostgreSQL 15 installation.
// npm cannot install either (no browser downloads here), so on a machine that lacks them and runs as root with apt,
// this installs them; otherwise it says exactly what is missing and stops.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const initdb = '/usr/lib/postgresql/15/bin/initdb';

const missing = [];
if (!existsSync(chromium)) missing.push({ what: `Chromium at ${chromium}`, apt: 'chromium' });
if (!process.env.TEST_DATABASE_URL && !existsSync(initdb)) {
  missing.push({ what: `PostgreSQL 15 at ${initdb} (or TEST_DATABASE_URL)`, apt: 'postgresql-15' });
}

if (missing.length === 0) process.exit(0);

const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canApt) {
  console.error('\nThe tests need system packages that are not installed:');
  for (const item of missing) console.error(`  - ${item.what}`);
  console.error(`Install them with: sudo apt-get install -y ${missing.map((m) => m.apt).join(' ')}\n`);
  process.exit(1);
}

const packages = missing.map((m) => m.apt);
console.info(`Installing system packages for the tests: ${packages.join(', ')} (apt-get)…`);
const run = (args) =>
  execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
run(['update', '-q']);
run(['install', '-y', '-q', '--no-install-recommends', ...packages]);

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findLoggedSecrets } from '../server-test/log-secrets';
import { testPasswords } from './support/passwords';
import { removeRunScratch } from './support/scratch';

const sampleCardFile = path.join(__dirname, '..', 'server', 'cli', 'desktop-client', 'sample-card.json');

/** After every browser test: the run's scratch folder goes, and the server's log is scanned (below). */
export default function globalTeardown(): void {
  removeRunScratch();
  scanServerLog();
}

/**
 * The server's log of the whole run (at debug level, playwright.config.ts) must hold no token, activation key,
 * password or patient name. The run fails and names the lines otherwise.
 */
function scanServerLog(): void {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error('E2E_SERVER_LOG is not set (playwright.config.ts sets it)');
  const log = readFileSync(file, 'utf8');
  const requests = log.split('\n').filter((line) => line.includes('"msg":"request completed"')).length;
  // An empty log would pass the scan without proving anything.
  if (requests === 0) throw new Error(`The server log ${file} records no request: is the server logging at debug?`);
  const { patientName } = JSON.parse(readFileSync(sampleCardFile, 'utf8')) as { patientName: string };
  const findings = findLoggedSecrets(log, [...Object.values(testPasswords), patientName]);
  console.log(`Server log scan: ${requests} requests logged, ${findings.length} secrets found (${file}).`);
  if (findings.length > 0) {
    const listed = findings.slice(0, 20).map((finding) => `  line ${finding.line}: ${finding.what}`);
    throw new Error(`The server logged secrets (${file}):\n${listed.join('\n')}`);
  }
}

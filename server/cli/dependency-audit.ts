import { spawnSync } from 'node:child_process';
import { auditVerdict } from './audit-verdict';

// `npm run audit:deps`: CI's dependency check. Runs npm's audit of the production dependencies and fails on a high or
// critical advisory; a registry without the audit endpoint (some mirrors answer 405) skips it, saying so.
const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
const verdict = auditVerdict(run.stdout ?? '');
for (const line of verdict.lines) console.log(line);
process.exitCode = verdict.outcome === 'fail' ? 1 : 0;

import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { stalledClosures } from '../../modules/closure/service';
import type { Finding } from './doctor-finding';

/** Company closures that are due or half done and that no server's housekeeping has finished. */
export const closureFindings = async (db: Kysely<Database>, now: Date): Promise<Finding[]> =>
  (await stalledClosures(db, now)).map((closure) => ({
    check: 'closures',
    problem:
      `the closure of company ${closure.companyId} is ${closure.state} since ${closure.since}: ` +
      `${closure.stepsDone} of ${closure.steps} groups erased, ${closure.filesLeft} file(s) left to remove`,
    fix:
      'make sure a server process is running (its housekeeping resumes the erasure hourly; its log says why it ' +
      `failed, e.g. the file store), or run \`npm run ops -- company:close --now ${closure.companyId}\``,
  }));

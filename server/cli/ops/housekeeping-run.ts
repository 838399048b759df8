import { runHousekeepingPass } from '../../modules/housekeeping/service';
import { type OpsCommand, flag, jsonOption, positionals } from './command';
import { closureDepsOf } from './closure-deps';
import { printJson } from './output';

export const housekeepingRun: OpsCommand = {
  name: 'housekeeping:run',
  args: '[--json]',
  summary:
    "Runs the servers' hourly housekeeping once, now: purges ended sessions, old links and sent mail, deletes\n" +
    'expired data exports and erases the companies whose closure is due; the running server sends their e-mails.',
  options: { ...jsonOption },
  run: async ({ io, config, db }, args) => {
    positionals(args);
    const { db: kysely } = await db('current');
    const deps = await closureDepsOf(config(), kysely, io);
    const pass = await runHousekeepingPass(kysely, io.now, deps);
    if (flag(args, 'json')) {
      printJson(io, pass);
      return 0;
    }
    const purged = Object.entries(pass.purged).map(([what, count]) => `${what} ${count}`);
    io.out(`Purged: ${purged.join(', ')}.`);
    io.out(`Expired data exports deleted: ${pass.exports}.`);
    io.out(`Companies erased: ${pass.erased.length === 0 ? 'none' : pass.erased.join(', ')}.`);
    return 0;
  },
};

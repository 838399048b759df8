import { closeNow, scheduleClosure } from '../../modules/closure/service';
import { type OpsCommand, flag, positionals } from './command';
import { asOperatorError, closureDepsOf } from './closure-deps';
import { findCompany } from './find-company';

export const companyClose: OpsCommand = {
  name: 'company:close',
  args: '[--now] ID_OR_EMAIL',
  summary:
    'Schedules the closure of a company in 30 days and e-mails the owner, or with --now erases it at once:\n' +
    'everything of it goes, files included, except its orders (see docs/closing-an-account.md).',
  options: { now: { type: 'boolean' } },
  run: async ({ io, config, db }, args) => {
    const [key] = positionals(args, 'ID_OR_EMAIL');
    const { db: kysely } = await db('current');
    const company = await findCompany(kysely, key!);
    const deps = await closureDepsOf(config(), kysely, io);
    const label = `${company.name} <${company.email}> (${company.id})`;
    try {
      if (flag(args, 'now')) {
        await closeNow(deps, company);
        io.out(`Closed ${label}: its data and files are erased; its orders are kept.`);
      } else {
        const { scheduledFor } = await scheduleClosure(deps, company, 'operator');
        io.out(`Scheduled the closure of ${label} for ${scheduledFor}; the owner has been e-mailed.`);
      }
      return 0;
    } catch (error) {
      throw asOperatorError(error);
    }
  },
};

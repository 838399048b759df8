import { cancelClosure } from '../../modules/closure/service';
import { type OpsCommand, positionals } from './command';
import { asOperatorError, closureDepsOf } from './closure-deps';
import { findCompany } from './find-company';

export const companyClosureCancel: OpsCommand = {
  name: 'company:closure-cancel',
  args: 'ID_OR_EMAIL',
  summary: "Cancels a company's pending closure (nothing is deleted) and e-mails the owner.",
  options: {},
  run: async ({ io, config, db }, args) => {
    const [key] = positionals(args, 'ID_OR_EMAIL');
    const { db: kysely } = await db('current');
    const company = await findCompany(kysely, key!);
    try {
      await cancelClosure(await closureDepsOf(config(), kysely, io), company);
    } catch (error) {
      throw asOperatorError(error);
    }
    io.out(`Cancelled the closure of ${company.name} <${company.email}> (${company.id}).`);
    return 0;
  },
};

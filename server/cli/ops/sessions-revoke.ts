import { revokeCompanySessions } from '../../modules/sessions/repository';
import { type OpsCommand, positionals } from './command';
import { findCompany } from './find-company';

export const sessionsRevoke: OpsCommand = {
  name: 'sessions:revoke',
  args: 'ID_OR_EMAIL',
  summary: "Signs the company's owner and staff out everywhere: revokes every live session of the company.",
  options: {},
  run: async ({ io, db }, args) => {
    const [key] = positionals(args, 'ID_OR_EMAIL');
    const { db: kysely } = await db('current');
    const company = await findCompany(kysely, key!);
    const count = await revokeCompanySessions(kysely, company.id, io.now().toISOString());
    io.out(`Revoked ${count} session(s) of ${company.name} <${company.email}> (${company.id}).`);
    return 0;
  },
};

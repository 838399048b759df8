import { recordSecurityEvent } from '../../modules/audit/record';
import { revokeAllSessions } from '../../modules/sessions/service';
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
    const now = io.now();
    // The owner sees it in Settings: signed out by the service (the "system"), not by anyone of the clinic.
    const count = await kysely.transaction().execute(async (trx) => {
      const revoked = await revokeAllSessions(trx, company.id, now);
      await recordSecurityEvent(trx, {
        companyId: company.id,
        type: 'sessions-revoked',
        source: { actor: { kind: 'system', label: 'ops' }, ip: null },
        at: now,
        details: { sessions: String(revoked) },
      });
      return revoked;
    });
    io.out(`Revoked ${count} session(s) of ${company.name} <${company.email}> (${company.id}).`);
    return 0;
  },
};

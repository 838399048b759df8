import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { authOf } from '../../plugins/auth';
import { staffMemberOf } from '../staff/service';
import type { EventSource } from './record';

/** The signed-in owner or staff member behind a request, and its IP, for the audit log. */
export const requestSource = async (db: Kysely<Database>, request: FastifyRequest): Promise<EventSource> => {
  const auth = authOf(request);
  if (auth.staffId === null) return { actor: { kind: 'owner', label: '' }, ip: request.ip };
  const member = await staffMemberOf(db, auth.companyId, auth.staffId);
  return { actor: { kind: 'staff', label: member?.login ?? '' }, ip: request.ip };
};

/** Someone not signed in yet (sign-in, password reset): who they claim to be, from where. */
export const anonymousSource = (request: FastifyRequest, actor: EventSource['actor']): EventSource => ({
  actor,
  ip: request.ip,
});

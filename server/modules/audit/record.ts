import type { Kysely } from 'kysely';
import type { SecurityActor } from '../../../contract/api/security-events';
import type { SecurityEventType } from '../../../contract/rules/security-events';
import { iso } from '../../clock';
import { newId } from '../../db/ids';
import type { Database } from '../../db/tables';
import { insertEvent } from './repository';

/** Who did it and from where; built once per request (see actor.ts). */
export interface EventSource {
  actor: SecurityActor;
  ip: string | null;
}

export interface SecurityEventInput {
  companyId: string;
  type: SecurityEventType;
  source: EventSource;
  at: Date;
  details?: Record<string, string>;
}

// A detail named like a credential is refused outright, so a careless caller fails its tests instead of storing one.
const credentialName = /pass|token|secret|key|hash|sealed/i;

export class SecretInDetailsError extends Error {}

/**
 * Writes one event; pass the transaction of the change it records, so both are stored or neither. Details carry
 * ids, names and roles only.
 */
export const recordSecurityEvent = async (db: Kysely<Database>, event: SecurityEventInput): Promise<void> => {
  const details = event.details ?? {};
  const refused = Object.keys(details).filter((name) => credentialName.test(name));
  if (refused.length > 0) throw new SecretInDetailsError(`security event details may not hold ${refused.join(', ')}`);
  await insertEvent(db, {
    id: newId(),
    company_id: event.companyId,
    at: iso(event.at),
    type: event.type,
    actor_kind: event.source.actor.kind,
    actor_label: event.source.actor.label,
    ip: event.source.ip,
    details_json: JSON.stringify(details),
  });
};

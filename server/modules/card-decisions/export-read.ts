import type { Kysely } from 'kysely';
import type { CardDecisionEntry } from '../../../contract/api/card-decisions';
import type { Database } from '../../db/tables';
import { historyOf } from './clinic-service';
import { listCardDecisions } from './repository';

/**
 * The answers to one of the company's cards for its data export: the history the clinic reads in the cabinet. The
 * keyed hash of the address and the browser's user agent stay out, as there: they exist only as proof of where an
 * answer came from, not as the clinic's data.
 */
export const exportCardDecisions = async (db: Kysely<Database>, cardId: string): Promise<CardDecisionEntry[]> =>
  historyOf(await listCardDecisions(db, cardId)).decisions;

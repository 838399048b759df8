import type { Kysely } from 'kysely';
import type { DecisionBody, PatientDecision, PatientDecisionState } from '../../../contract/api/card-decisions';
import { decisionUserAgentMaxLength, isSettlingDecision } from '../../../contract/rules/card-decisions';
import { normalizePhone } from '../../../contract/rules/profile';
import { iso, type Clock } from '../../clock';
import { newId } from '../../db/ids';
import type { Database } from '../../db/tables';
import type { CardDecision, NewCardDecision } from '../../db/tables-card-decisions';
import { keyedHash } from '../../security/keyed-hash';
import { CardRefusal } from '../cards/card-refusal';
import { openPreviewCard, publicCardOf } from '../cards/public-service';
import { companyById } from '../companies/service';
import { type MailDeps, announceQueuedMail } from '../mail/service';
import { currentDecision } from './current-decision';
import { queueDecisionMail } from './decision-mail';
import { DecisionRefusal } from './decision-refusal';
import { planHash } from './plan-hash';
import { insertDecision, listCardDecisions } from './repository';

export interface PatientDecisionDeps {
  db: Kysely<Database>;
  clock: Clock;
  mail: MailDeps;
  /** Keys the hash of the client address kept with an answer. */
  addressKey: Buffer;
}

/** Who sent the answer, as the request tells it; the address is hashed before anything keeps it. */
export interface DecisionClient {
  ip: string;
  userAgent: string;
}

const fieldProblem = (field: 'optionIndex' | 'phone', reason: string) =>
  new DecisionRefusal({ kind: 'field-invalid', field, reason });

/** The same rules as the card GET: an unknown, revoked or expired link, or a closing clinic's, is "not found". */
const openedCard = async (deps: PatientDecisionDeps, link: string) => {
  const found = await openPreviewCard(deps, link);
  if (!found) throw new CardRefusal({ kind: 'not-found' });
  return { found, card: publicCardOf(link, found) };
};

const receiptUrl = (link: string, row: CardDecision): string | null =>
  row.kind === 'accepted' ? `/api/cards/${encodeURIComponent(link)}/decisions/${row.id}/receipt.pdf` : null;

const patientDecision = (link: string, row: CardDecision): PatientDecision => ({
  id: row.id,
  kind: row.kind,
  createdAt: row.created_at,
  optionIndex: row.kind === 'accepted' ? row.option_index : null,
  optionTitle: row.kind === 'accepted' ? row.option_title : null,
  fullName: row.kind === 'accepted' ? row.full_name : null,
  receiptUrl: receiptUrl(link, row),
});

/** The latest acceptance or refusal, and whether a question or call request came after it. */
export const decisionState = (link: string, rows: readonly CardDecision[]): PatientDecisionState => {
  const current = currentDecision(rows);
  const questionWaiting = rows.some((row) => !isSettlingDecision(row.kind) && row.seq > (current?.seq ?? 0));
  return { current: current ? patientDecision(link, current) : null, questionWaiting };
};

export const patientDecisionState = async (deps: PatientDecisionDeps, link: string): Promise<PatientDecisionState> => {
  const { found } = await openedCard(deps, link);
  return decisionState(link, await listCardDecisions(deps.db, found.card.id));
};

type AnswerColumns = Pick<
  NewCardDecision,
  'kind' | 'option_index' | 'option_title' | 'full_name' | 'message' | 'phone' | 'preferred_time'
>;

/** What the body records, checked against the card: an option it has, a phone number that exists. */
const answerColumns = (body: DecisionBody, titles: string[], country: string | null): AnswerColumns => {
  const blank = { option_index: null, option_title: null, full_name: null, message: '', phone: null };
  switch (body.kind) {
    case 'accepted': {
      if (body.optionIndex >= titles.length) throw fieldProblem('optionIndex', 'maximum');
      const fullName = body.fullName.trim();
      return {
        ...blank,
        kind: body.kind,
        option_index: body.optionIndex,
        option_title: titles[body.optionIndex]!,
        full_name: fullName,
        preferred_time: null,
      };
    }
    case 'declined':
      return { ...blank, kind: body.kind, message: (body.reason ?? '').trim(), preferred_time: null };
    case 'question':
      return { ...blank, kind: body.kind, message: body.message.trim(), preferred_time: null };
    case 'call-request': {
      const phone = normalizePhone(body.phone, country);
      if (!phone) throw fieldProblem('phone', 'format');
      return { ...blank, kind: body.kind, phone, preferred_time: (body.preferredTime ?? '').trim() };
    }
  }
};

const sameAnswer = (row: CardDecision, answer: AnswerColumns): boolean =>
  row.kind === answer.kind &&
  row.option_index === answer.option_index &&
  row.full_name === answer.full_name &&
  row.message === answer.message &&
  row.phone === answer.phone &&
  row.preferred_time === answer.preferred_time;

export interface RecordedDecision {
  /** False when the request id had been answered already (a double tap or a retry): nothing new was recorded. */
  created: boolean;
  state: PatientDecisionState;
}

/**
 * Records the patient's answer as the card's next, and queues the company's e-mail in the same transaction. The same
 * request id again answers the state without a second row or e-mail; with another answer it is a conflict.
 */
export const recordDecision = async (
  deps: PatientDecisionDeps,
  link: string,
  body: DecisionBody,
  client: DecisionClient,
): Promise<RecordedDecision> => {
  const { found, card } = await openedCard(deps, link);
  const answer = answerColumns(
    body,
    card.options.map((option) => option.title),
    found.clinic.country,
  );
  const company = await companyById(deps.db, found.card.company_id);
  if (!company) throw new CardRefusal({ kind: 'not-found' });
  const now = deps.clock();
  const queued: Parameters<typeof announceQueuedMail>[1][number][] = [];
  const outcome = await insertDecision(
    deps.db,
    {
      ...answer,
      id: newId(now.getTime()),
      card_id: found.card.id,
      company_id: found.card.company_id,
      request_id: body.requestId,
      plan_hash: planHash(card.options),
      ip_hash: keyedHash(deps.addressKey, client.ip),
      user_agent: client.userAgent.slice(0, decisionUserAgentMaxLength),
      created_at: iso(now),
    },
    async (trx, inserted) => {
      // A lost race rolled the earlier attempt's e-mail back with its row.
      queued.splice(0);
      queued.push(await queueDecisionMail(trx, deps.mail, company, card.patientName, card.options, inserted, now));
    },
  );
  if (!outcome.inserted && !sameAnswer(outcome.row, answer)) {
    throw new DecisionRefusal({ kind: 'request-reused' });
  }
  if (outcome.inserted) announceQueuedMail(deps.mail, queued);
  return { created: outcome.inserted, state: decisionState(link, await listCardDecisions(deps.db, found.card.id)) };
};

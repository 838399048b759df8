import type { Generated, Insertable, Selectable } from 'kysely';
import type { DecisionKind } from '../../contract/rules/card-decisions';

/** The patient's answers to a card; rows are only ever inserted, and deleted with the card's patient data. */
export interface CardDecisionsTable {
  id: string;
  card_id: string;
  company_id: string;
  /** 1, 2, 3… per card, in the order the answers were recorded. */
  seq: number;
  kind: DecisionKind;
  /** The browser's UUID for the form it sent; unique per card. */
  request_id: string;
  /** Accepted: the option (0-based) and its title as shown; null otherwise. */
  option_index: number | null;
  option_title: string | null;
  /** SHA-256 (hex) of the card's options as the patient was shown them. */
  plan_hash: string;
  /** Accepted: the name the patient typed. */
  full_name: string | null;
  /** Declined: the reason; question: its text; '' otherwise. */
  message: Generated<string>;
  /** Call request: E.164 and the preferred time as typed. */
  phone: string | null;
  preferred_time: string | null;
  /** Keyed SHA-256 (hex) of the client address. */
  ip_hash: string;
  user_agent: string;
  created_at: string;
}

export type CardDecision = Selectable<CardDecisionsTable>;
export type NewCardDecision = Insertable<CardDecisionsTable>;

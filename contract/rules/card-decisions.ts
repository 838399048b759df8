/**
 * The patient's answer to a treatment-plan card: accept one option, decline, ask a question or ask for a call.
 * Answers are recorded and never edited; a later acceptance or refusal supersedes the earlier one, and the history
 * stays. Questions and call requests wait for the clinic until a later acceptance or refusal.
 */

export const decisionKinds = ['accepted', 'declined', 'question', 'call-request'] as const;
export type DecisionKind = (typeof decisionKinds)[number];

/** The kinds that settle the plan; the latest of them is the card's current decision. */
export const settlingDecisionKinds = ['accepted', 'declined'] as const satisfies readonly DecisionKind[];
export type SettlingDecisionKind = (typeof settlingDecisionKinds)[number];

export const isSettlingDecision = (kind: DecisionKind): kind is SettlingDecisionKind =>
  (settlingDecisionKinds as readonly DecisionKind[]).includes(kind);

/** The patient types the full name as it appears on the card to accept. */
export const decisionFullNameMaxLength = 200;
export const declineReasonMaxLength = 1000;
export const questionMaxLength = 2000;
export const preferredTimeMaxLength = 120;
/** Stored as sent, cut to this length. */
export const decisionUserAgentMaxLength = 512;

/** Per preview link and per client address, in a sliding hour. */
export const decisionsPerLinkPerHour = 10;
export const decisionsPerIpPerHour = 30;

/**
 * How the Shared plans list sums a card up, in this order of precedence: a question or call request newer than the
 * current decision waits first; then the current decision; then whether the link was opened.
 */
export const cardDecisionStatuses = ['not-opened', 'opened', 'accepted', 'declined', 'question-waiting'] as const;
export type CardDecisionStatus = (typeof cardDecisionStatuses)[number];

/** The period the dashboard's plan figures cover. */
export const decisionFiguresDays = 90;

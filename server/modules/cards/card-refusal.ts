import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../../plugins/problem';

/** Why the cards' rules refuse a clinic's request, in the module's own words (no HTTP status or code). */
export type CardRefusalReason =
  /** No card of this company has the id (another company's card answers the same). */
  | { kind: 'not-found' }
  /** A revoked card keeps its expiry for good. */
  | { kind: 'revoked' }
  /** A new expiry must be after now and at most the maximum ahead. */
  | { kind: 'expiry-out-of-range'; reason: 'past' | 'maximum' };

/** Thrown by the card services; the card routes turn it into the API's problem answer (`cardRefusalProblems`). */
export class CardRefusal extends Error {
  constructor(readonly refusal: CardRefusalReason) {
    super(`card request refused: ${refusal.kind}`);
    this.name = 'CardRefusal';
  }
}

/** The API answer of each refusal: the status and code the contract documents for the card routes. */
export const problemOfRefusal = (refusal: CardRefusalReason): HttpProblem => {
  switch (refusal.kind) {
    case 'not-found':
      return new HttpProblem(404, 'NOT_FOUND');
    case 'revoked':
      return new HttpProblem(409, 'CARD_REVOKED');
    case 'expiry-out-of-range':
      return new HttpProblem(400, 'VALIDATION_FAILED', {
        errors: [{ field: 'body/expiresAt', reason: refusal.reason }],
      });
  }
};

/**
 * The card routes' error mapper: a refusal becomes its problem, which (like every other error) the application's
 * error handler, one level up, sends as RFC 9457 JSON.
 */
export const cardRefusalProblems = (app: FastifyInstance): void => {
  app.setErrorHandler((error) => {
    throw error instanceof CardRefusal ? problemOfRefusal(error.refusal) : error;
  });
};

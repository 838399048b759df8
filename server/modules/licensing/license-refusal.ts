import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../../plugins/problem';

/** Why the licence's rules refuse a clinic's request, in the module's own words (no HTTP status or code). */
export type LicenseRefusalReason =
  /** The session's company no longer exists. */
  | { kind: 'company-gone' }
  /** A bonus is applied only once its challenge is done. */
  | { kind: 'bonus-challenge-not-done' };

/** Thrown by the licence services; the licence summary routes turn it into the problem answer. */
export class LicenseRefusal extends Error {
  constructor(readonly refusal: LicenseRefusalReason) {
    super(`licence request refused: ${refusal.kind}`);
    this.name = 'LicenseRefusal';
  }
}

export const problemOfLicenseRefusal = (refusal: LicenseRefusalReason): HttpProblem => {
  switch (refusal.kind) {
    case 'company-gone':
      return new HttpProblem(401, 'UNAUTHORIZED');
    case 'bonus-challenge-not-done':
      return new HttpProblem(409, 'BONUS_NOT_AVAILABLE', {
        errors: [{ field: 'params/kind', reason: 'challenge-not-done' }],
      });
  }
};

/** The routes' error mapper: a refusal becomes its problem, which the application's error handler sends. */
export const licenseRefusalProblems = (app: FastifyInstance): void => {
  app.setErrorHandler((error) => {
    throw error instanceof LicenseRefusal ? problemOfLicenseRefusal(error.refusal) : error;
  });
};

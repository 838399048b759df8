import { HttpProblem } from '../../plugins/problem';
import { CardRefusal, problemOfRefusal } from './card-refusal';

describe('card refusals at the edge', () => {
  it.each([
    [{ kind: 'not-found' } as const, 404, 'NOT_FOUND', undefined],
    [{ kind: 'revoked' } as const, 409, 'CARD_REVOKED', undefined],
    [
      { kind: 'expiry-out-of-range', reason: 'past' } as const,
      400,
      'VALIDATION_FAILED',
      [{ field: 'body/expiresAt', reason: 'past' }],
    ],
  ])('%j answers %i %s', (refusal, status, code, errors) => {
    const problem = problemOfRefusal(refusal);
    expect(problem).toBeInstanceOf(HttpProblem);
    expect({ status: problem.status, code: problem.code, errors: problem.errors }).toEqual({ status, code, errors });
  });

  it('is a domain error without an HTTP status of its own', () => {
    const refusal = new CardRefusal({ kind: 'revoked' });
    expect(refusal).not.toBeInstanceOf(HttpProblem);
    expect(refusal).not.toHaveProperty('status');
  });
});

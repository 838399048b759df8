import { problemOfCompanyRefusal } from './company-refusal';

// No route test reaches `gone` (a session outlives its company only in a race); the answer stays today's 401.
describe('company refusals at the edge', () => {
  it.each([
    [{ kind: 'gone' } as const, 401, 'UNAUTHORIZED'],
    [{ kind: 'email-not-confirmed' } as const, 403, 'EMAIL_NOT_CONFIRMED'],
  ])('%j answers %i %s', (reason, status, code) => {
    const problem = problemOfCompanyRefusal(reason);
    expect(problem).toMatchObject({ status, code, errors: undefined, detail: undefined });
  });
});

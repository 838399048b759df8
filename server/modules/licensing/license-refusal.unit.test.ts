import { problemOfLicenseRefusal } from './license-refusal';

// The route tests reach every other reason; a session's company vanishing mid-request they do not.
describe('licence refusals at the edge', () => {
  it('answers a vanished company 401 UNAUTHORIZED', () => {
    const problem = problemOfLicenseRefusal({ kind: 'company-gone' });
    expect(problem).toMatchObject({ status: 401, code: 'UNAUTHORIZED', errors: undefined, detail: undefined });
  });
});

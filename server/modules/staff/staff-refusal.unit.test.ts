import { problemOfStaffRefusal } from './staff-refusal';

// The route tests reach login-taken, member-not-found and current-password-wrong; a member deleted while signed
// in is refused by the session check before the service runs.
describe('staff refusals at the edge', () => {
  it('answers a vanished member 401 UNAUTHORIZED', () => {
    const problem = problemOfStaffRefusal({ kind: 'member-gone' });
    expect(problem).toMatchObject({ status: 401, code: 'UNAUTHORIZED', detail: undefined, errors: undefined });
  });
});

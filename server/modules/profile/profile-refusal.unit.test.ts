import { problemOfProfileRefusal } from './profile-refusal';

// The route tests reach a bad phone and a bad website one at a time; both at once keep the phone first.
describe('profile refusals at the edge', () => {
  it('names every invalid contact field, in order', () => {
    const problem = problemOfProfileRefusal({ kind: 'contact-invalid', fields: ['phone', 'website'] });
    expect(problem).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: [
        { field: 'body/phone', reason: 'phone' },
        { field: 'body/website', reason: 'url' },
      ],
    });
  });
});

import { problemOfPriceListRefusal } from './price-list-refusal';

// The route tests reach row-not-found, price-too-precise and row-stale; these two they do not.
describe('price-list refusals at the edge', () => {
  it('answers a full list 409 CONFLICT naming the maximum', () => {
    const problem = problemOfPriceListRefusal({ kind: 'too-many-rows', max: 500 });
    expect(problem).toMatchObject({ status: 409, code: 'CONFLICT', detail: 'at most 500 rows', errors: undefined });
  });

  it('answers a currency changed meanwhile 409 CONFLICT without detail', () => {
    const problem = problemOfPriceListRefusal({ kind: 'currency-changed-meanwhile' });
    expect(problem).toMatchObject({ status: 409, code: 'CONFLICT', detail: undefined, errors: undefined });
  });
});

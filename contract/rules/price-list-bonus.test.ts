import { bonusGaps, countsTowardsBonus, priceListBonusProgress } from './price-list-bonus';

const filled = { elementCode: 'implant', name: 'Implant, Straumann', priceMinor: 120050 };

describe('the price-list bonus rule', () => {
  it('counts a row with an element, a name and a price, a price of 0 included', () => {
    expect(countsTowardsBonus(filled)).toBe(true);
    expect(countsTowardsBonus({ ...filled, priceMinor: 0 })).toBe(true);
  });

  it('names every gap of a row that does not count, in column order', () => {
    expect(bonusGaps({ ...filled, elementCode: null })).toEqual(['element']);
    expect(bonusGaps({ elementCode: null, name: '   ', priceMinor: null })).toEqual(['element', 'name', 'price']);
    expect(bonusGaps({ ...filled, priceMinor: -1 })).toEqual(['price']);
  });

  it('never reports more than it needs, and says when it is complete', () => {
    const rows = [...Array.from({ length: 11 }, () => filled), { ...filled, elementCode: null }];
    expect(priceListBonusProgress(rows)).toEqual({ counted: 11, done: 10, needed: 10, complete: true });
    expect(priceListBonusProgress(rows.slice(0, 9))).toEqual({ counted: 9, done: 9, needed: 10, complete: false });
  });
});

import { type CardAnswer, createCardAnswerCache } from './card-answer-cache';

const answer = (cardId: string, checkedAtMs: number, expiresAtMs = 10_000) => ({
  cardId,
  companyId: `company-of-${cardId}`,
  json: `{"card":"${cardId}"}`,
  checkedAtMs,
  expiresAtMs,
});
const jsonOf = (found: CardAnswer | undefined) => found?.json;

describe('the card answer cache', () => {
  it('answers until the recheck interval has passed since the read, and never at or after the expiry', () => {
    const cache = createCardAnswerCache(10, 1000);
    cache.set('a', answer('card-a', 0), cache.generation());
    expect(jsonOf(cache.fresh('a', 999))).toBe('{"card":"card-a"}');
    expect(cache.fresh('a', 1000)).toBeUndefined();
    cache.set('b', answer('card-b', 5000, 5500), cache.generation());
    expect(jsonOf(cache.fresh('b', 5499))).toBe('{"card":"card-b"}');
    expect(cache.fresh('b', 5500)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not answer when the clock went back before the read', () => {
    const cache = createCardAnswerCache(10, 1000);
    cache.set('a', answer('card-a', 5000), cache.generation());
    expect(cache.fresh('a', 4999)).toBeUndefined();
  });

  it("forgets a card's answers, and a company's, at once", () => {
    const cache = createCardAnswerCache(10, 1000);
    cache.set('a', answer('card-a', 0), cache.generation());
    cache.set('a2', answer('card-a', 0), cache.generation());
    cache.set('b', answer('card-b', 0), cache.generation());
    cache.forgetCard('card-a');
    expect(cache.fresh('a', 1)).toBeUndefined();
    expect(cache.fresh('a2', 1)).toBeUndefined();
    expect(jsonOf(cache.fresh('b', 1))).toBe('{"card":"card-b"}');
    cache.forgetCompany('company-of-card-b');
    expect(cache.fresh('b', 1)).toBeUndefined();
  });

  it('drops an answer read before a write that forgot answers meanwhile', () => {
    const cache = createCardAnswerCache(10, 1000);
    const since = cache.generation();
    cache.forgetCard('card-a');
    cache.set('a', answer('card-a', 0), since);
    expect(cache.fresh('a', 1)).toBeUndefined();
    cache.set('a', answer('card-a', 0), cache.generation());
    expect(jsonOf(cache.fresh('a', 1))).toBe('{"card":"card-a"}');
  });

  it('keeps at most its size, dropping the least recently used first', () => {
    const cache = createCardAnswerCache(2, 1000);
    cache.set('a', answer('card-a', 0), cache.generation());
    cache.set('b', answer('card-b', 0), cache.generation());
    expect(cache.fresh('a', 1)).toBeDefined();
    cache.set('c', answer('card-c', 0), cache.generation());
    expect(cache.size).toBe(2);
    expect(cache.fresh('b', 1)).toBeUndefined();
    expect(cache.fresh('a', 1)).toBeDefined();
    expect(cache.fresh('c', 1)).toBeDefined();
  });
});

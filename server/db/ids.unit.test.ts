import { idPattern, newId } from './ids';

describe('newId', () => {
  it('is 26 URL-safe characters', () => {
    const id = newId();
    expect(id).toMatch(idPattern);
    expect(encodeURIComponent(id)).toBe(id);
  });

  it('sorts by creation time as a plain string', () => {
    const times = [0, 1, 31, 32, 1_000, Date.UTC(2026, 10, 22), Date.UTC(2100, 0, 1)];
    const ids = times.map((time) => newId(time));
    expect([...ids].sort()).toEqual(ids);
  });

  it('does not repeat within the same millisecond', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newId(1_700_000_000_000)));
    expect(ids.size).toBe(10_000);
  });
});

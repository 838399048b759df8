import { requestedRange } from './byte-range';

describe('requestedRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=5-', { start: 5, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
  ])('reads %s of 100 bytes', (header, range) => {
    expect(requestedRange(header, 100)).toEqual(range);
  });

  it.each(['bytes=100-', 'bytes=100-200', 'bytes=9-5', 'bytes=-0'])('finds %s unsatisfiable', (header) => {
    expect(requestedRange(header, 100)).toBe('unsatisfiable');
  });

  it.each([undefined, '', 'bytes=-', 'items=0-9', 'bytes=0-9,20-29', 'bytes=a-b'])(
    'sends the whole file for %p',
    (header) => {
      expect(requestedRange(header, 100)).toBeUndefined();
    },
  );
});

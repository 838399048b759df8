import fc from 'fast-check';
import { RawJson } from './draft';

const megabyte = 1_000_000;

/** Built once: a megabyte of text, over a megabyte of emoji (past the body limit), and JSON 10 000 levels deep. */
export const hugeStrings = ['x'.repeat(megabyte), '😀'.repeat(megabyte / 4 + 1), `${'a'.repeat(megabyte - 1)}\u0000`];
export const deepJson = [
  new RawJson('['.repeat(10_000) + ']'.repeat(10_000)),
  new RawJson('{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)),
];

export const oddStrings = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '😀👩‍👩‍👧‍👦🇺🇦',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום',
  '\ufeff',
  '\u200b',
  'ǅ𝕏Ω',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x10',
  '00012',
  '9'.repeat(400),
  'null',
  'true',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '\r\nX-Injected: 1',
  '${7*7}{{7*7}}',
  '1970-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '2026-02-30T25:61:61Z',
];

const oddNumbers = [1e308, -1e308, -1, 0, -0, 0.5, 2 ** 53 + 1, -(2 ** 31) - 1, Number.MIN_VALUE, 1e-300];

const oddJson = [
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('"\\ud800"'),
  new RawJson('"\\u0000"'),
  new RawJson('{"__proto__":{"polluted":true}}'),
  new RawJson('{"constructor":{"prototype":{"polluted":true}}}'),
  new RawJson('{"a":1,"a":2}'),
];

/** A value for a field that its schema should (mostly) refuse. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...oddStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 64 }) },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.constantFrom(...oddNumbers) },
  { weight: 1, arbitrary: fc.constantFrom(...hugeStrings) },
  { weight: 1, arbitrary: fc.constantFrom(...deepJson) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: fc.constantFrom(...oddJson) },
);

/** Path segments for ids: traversal, encoded dots and NULs, odd shapes, far too long. */
export const oddIds = [
  '..',
  '.',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..%5c..%5cwindows',
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%c0%ae%c0%ae',
  '%ff%fe',
  '....%2f%2f',
  '%20',
  'NaN',
  '-1',
  '0',
  '1e9',
  'null',
  '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  '01arz3ndektsv4rrffq69g5fav',
  'x'.repeat(10_000),
  '%F0%9F%98%80',
  '%E2%80%AE',
  '__proto__',
  'constructor',
];

/** Query strings appended as they are. */
export const oddQueries = [
  'a=1&a=2',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '%',
  '%zz=1',
  '=',
  '&&&',
  'page=1&page=2',
  'lng=en&lng=ru',
  `x=${'y'.repeat(100_000)}`,
  'page[]=1',
  'page[$gt]=1',
  '%00=%00',
  'page=NaN&pageSize=Infinity',
  'page=-1&pageSize=1e99',
  'expires=99999999999999999999&signature=%00',
];

export const oddContentTypes = [
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=nope',
  'application/problem+json',
  'APPLICATION/JSON',
  'application/json;;;',
  '',
  ' ',
  `application/${'a'.repeat(5000)}`,
  'application/vnd.api+json',
  '*/*',
];

/** Bodies that are no JSON: cut short, malformed, not UTF-8. */
export const brokenJsonTexts: (string | Buffer)[] = [
  '',
  '{',
  '{"a":',
  '{a:1}',
  "{'a':1}",
  'undefined',
  'NaN',
  '\u0000',
  '\ufeff{}',
  '{"a":1}garbage',
  '[1,]',
  '{"a":1,}',
  '"unterminated',
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
];

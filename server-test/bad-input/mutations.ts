import fc from 'fast-check';
import { multipartBody } from '../cards';
import {
  badValue,
  brokenJsonTexts,
  deepJson,
  hugeStrings,
  oddContentTypes,
  oddIds,
  oddQueries,
  oddStrings,
} from './bad-values';
import { type Draft, RawJson, jsonText, partText } from './draft';
import type { ValidRequest } from './valid-requests';

/** What the fuzzer knows about one route. */
export interface FuzzTarget {
  /** Path params, `*` for a wildcard. */
  params: string[];
  /** The body fields of the route's schema and of its valid request. */
  bodyFields: string[];
  /** The query fields of the route's schema and of its valid request. */
  queryFields: string[];
  /** Whether the route validates a JSON body with a schema (so a broken field must be named). */
  checksBody: boolean;
  valid: ValidRequest;
}

type Mutation = (draft: Draft) => Draft;

export const step = (draft: Draft, label: string, change: Partial<Draft>): Draft => ({
  ...draft,
  ...change,
  steps: [...draft.steps, label],
});

const short = (value: unknown): string => {
  const text = value instanceof RawJson ? value.text : Buffer.isBuffer(value) ? '<bytes>' : jsonText(value);
  return text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text;
};

export const initialDraft = (valid: ValidRequest): Draft => ({
  params: { ...valid.params },
  rawParams: [],
  query: { ...valid.query },
  rawQuery: '',
  body: valid.parts
    ? { kind: 'multipart', parts: valid.parts }
    : valid.body
      ? { kind: 'json', value: valid.body }
      : { kind: 'none' },
  steps: [],
});

export const fieldsOf = (draft: Draft): Record<string, unknown> => {
  if (draft.body.kind === 'json' && typeof draft.body.value === 'object' && draft.body.value !== null) {
    return draft.body.value as Record<string, unknown>;
  }
  if (draft.body.kind === 'multipart') {
    return Object.fromEntries(draft.body.parts.map((part) => [part.name, part.value]));
  }
  return {};
};

/** Sets (or with undefined removes) one body field, as JSON or as a multipart part. */
export const withField = (draft: Draft, name: string, value: unknown): Draft['body'] => {
  if (draft.body.kind === 'multipart') {
    const parts = draft.body.parts.filter((part) => part.name !== name);
    return value === undefined
      ? { kind: 'multipart', parts }
      : { kind: 'multipart', parts: [...parts, { name, value: partText(value) }] };
  }
  const fields = { ...fieldsOf(draft) };
  if (value === undefined) delete fields[name];
  else fields[name] = value;
  return { kind: 'json', value: fields };
};

const fieldMutation = (target: FuzzTarget): fc.Arbitrary<Mutation> => {
  const named = (name: string) => (target.checksBody ? { field: `body/${name}` } : {});
  const names = target.bodyFields.length > 0 ? fc.constantFrom(...target.bodyFields) : fc.constant('anything');
  const extraName = fc.oneof(
    fc.constantFrom(
      'isAdmin',
      'role',
      'companyId',
      'id',
      'status',
      '',
      ' ',
      'constructor',
      'toString',
      'x'.repeat(500),
    ),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );
  return fc.oneof(
    names.map(
      (name): Mutation =>
        (draft) =>
          step(draft, `drop ${name}`, { body: withField(draft, name, undefined), ...named(name) }),
    ),
    fc.tuple(names, badValue).map(
      ([name, value]): Mutation =>
        (draft) =>
          step(draft, `${name} = ${short(value)}`, { body: withField(draft, name, value), ...named(name) }),
    ),
    fc.tuple(extraName, badValue).map(
      ([name, value]): Mutation =>
        (draft) =>
          step(draft, `extra ${short(name)} = ${short(value)}`, {
            body: withField(draft, name, value),
            ...(name in fieldsOf(draft) ? {} : named(name)),
          }),
    ),
  );
};

const wholeBodyMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc
    .oneof(
      fc.constantFrom<unknown>(null, [], {}, 'text', 0, true, ...deepJson, hugeStrings[0]),
      fc.jsonValue({ maxDepth: 4 }),
    )
    .map(
      (value): Mutation =>
        (draft) =>
          step(draft, `body = ${short(value)}`, { body: { kind: 'json', value } }),
    ),
  fc.constantFrom(...brokenJsonTexts).map(
    (bytes): Mutation =>
      (draft) =>
        step(draft, `body text ${short(bytes)}`, { body: { kind: 'raw', bytes, contentType: 'application/json' } }),
  ),
  fc.double({ min: 0, max: 1, noNaN: true }).map((cut): Mutation => (draft) => {
    const text = jsonText(fieldsOf(draft));
    const at = Math.floor(text.length * cut);
    return step(draft, `body cut at ${at}/${text.length}`, {
      body: { kind: 'raw', bytes: text.slice(0, at), contentType: 'application/json' },
    });
  }),
  fc.constant<Mutation>((draft) =>
    step(draft, 'as multipart', {
      body: {
        kind: 'multipart',
        parts: Object.entries(fieldsOf(draft)).map(([name, value]) => ({ name, value: partText(value) })),
      },
    }),
  ),
  fc.constant<Mutation>((draft) =>
    step(draft, 'as JSON', {
      body: {
        kind: 'json',
        value: Object.fromEntries(
          Object.entries(fieldsOf(draft)).map(([name, value]) => [
            name,
            Buffer.isBuffer(value) ? value.toString('base64') : value,
          ]),
        ),
      },
    }),
  ),
  fc.constant<Mutation>((draft) =>
    step(draft, 'as form', {
      body: {
        kind: 'raw',
        bytes: new URLSearchParams(
          Object.entries(fieldsOf(draft)).map(([name, value]) => [name, String(partText(value))]),
        ).toString(),
        contentType: 'application/x-www-form-urlencoded',
      },
    }),
  ),
  fc.constantFrom<string | null>(null, ...oddContentTypes).map(
    (contentType): Mutation =>
      (draft) =>
        step(draft, `content-type ${short(contentType)}`, { contentType }),
  ),
);

const multipartMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.double({ min: 0, max: 1, noNaN: true }).map((cut): Mutation => (draft) => {
    const parts = draft.body.kind === 'multipart' ? draft.body.parts : [];
    const { payload, headers } = multipartBody(parts);
    const at = Math.floor(payload.length * cut);
    return step(draft, `multipart cut at ${at}/${payload.length}`, {
      body: { kind: 'raw', bytes: payload.subarray(0, at), contentType: headers['content-type'] ?? null },
    });
  }),
  fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=other').map(
    (contentType): Mutation =>
      (draft) =>
        step(draft, `content-type ${contentType}`, { contentType }),
  ),
  fc
    .tuple(fc.nat(), fc.constantFrom(Buffer.alloc(0), Buffer.from('not an image'), Buffer.alloc(64, 0xff)))
    .map(([index, bytes]): Mutation => (draft) => {
      if (draft.body.kind !== 'multipart' || draft.body.parts.length === 0) return draft;
      const parts = [...draft.body.parts];
      const at = index % parts.length;
      parts[at] = { ...parts[at]!, value: bytes, filename: 'x.jpg', contentType: 'image/jpeg' };
      return step(draft, `part ${parts[at]!.name} = ${bytes.length} bytes as a file`, {
        body: { kind: 'multipart', parts },
      });
    }),
  fc.nat().map((index): Mutation => (draft) => {
    if (draft.body.kind !== 'multipart' || draft.body.parts.length === 0) return draft;
    const part = draft.body.parts[index % draft.body.parts.length]!;
    return step(draft, `part ${part.name} twice`, {
      body: { kind: 'multipart', parts: [...draft.body.parts, part] },
    });
  }),
);

const paramMutation = (target: FuzzTarget): fc.Arbitrary<Mutation> =>
  fc
    .tuple(
      fc.constantFrom(...target.params),
      fc.oneof(
        fc.constantFrom(...oddIds).map((value) => ({ value, raw: true })),
        fc.constantFrom(...oddStrings, ...hugeStrings.slice(0, 1)).map((value) => ({ value, raw: false })),
        fc.string({ unit: 'binary', maxLength: 40 }).map((value) => ({ value, raw: false })),
      ),
    )
    .map(
      ([name, { value, raw }]): Mutation =>
        (draft) =>
          step(draft, `param ${name} = ${short(value)}${raw ? ' (raw)' : ''}`, {
            params: { ...draft.params, [name]: value },
            rawParams: raw ? [...draft.rawParams, name] : draft.rawParams.filter((param) => param !== name),
          }),
    );

const queryMutation = (target: FuzzTarget): fc.Arbitrary<Mutation> =>
  fc.oneof(
    fc.constantFrom(...oddQueries).map(
      (rawQuery): Mutation =>
        (draft) =>
          step(draft, `query += ${short(rawQuery)}`, { rawQuery }),
    ),
    fc
      .tuple(
        target.queryFields.length > 0 ? fc.constantFrom(...target.queryFields) : fc.constant('q'),
        fc.oneof(fc.constantFrom(...oddStrings), fc.string({ unit: 'binary', maxLength: 40 })),
        fc.boolean(),
      )
      .map(([name, value, drop]): Mutation => (draft) => {
        const query = { ...draft.query };
        if (drop) delete query[name];
        else query[name] = value;
        return step(draft, drop ? `drop query ${name}` : `query ${name} = ${short(value)}`, { query });
      }),
  );

/** One to three mutations of the route's valid request. */
export const brokenRequest = (target: FuzzTarget): fc.Arbitrary<Draft> => {
  const mutations: fc.Arbitrary<Mutation>[] = [fieldMutation(target), wholeBodyMutation, queryMutation(target)];
  if (target.params.length > 0) mutations.push(paramMutation(target), paramMutation(target));
  if (target.valid.parts) mutations.push(multipartMutation, multipartMutation);
  return fc.array(fc.oneof(...mutations), { minLength: 1, maxLength: 3 }).map((chosen) => {
    const draft = chosen.reduce((current, mutate) => mutate(current), initialDraft(target.valid));
    // A field to name only when one mutation broke one field, and broke the JSON body the schema checks.
    const single = draft.steps.length === 1 && draft.body.kind === 'json';
    return single ? draft : { ...draft, field: undefined };
  });
};

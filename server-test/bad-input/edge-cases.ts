import { brokenJsonTexts, deepJson, hugeStrings, oddContentTypes, oddIds, oddQueries } from './bad-values';
import { type Draft, jsonText } from './draft';
import { type FuzzTarget, fieldsOf, initialDraft, step, withField } from './mutations';

const fieldValues: unknown[] = [hugeStrings[0], deepJson[0], null, 42, '\u0000', '\ud800', ['array']];

/**
 * The same broken requests for every route, on top of the random ones: each odd id in each param, the worst values
 * in each body field, every broken body and content type, every odd query string. A random run may miss one of
 * them; this list never does.
 */
export const edgeCases = (target: FuzzTarget): Draft[] => {
  const valid = initialDraft(target.valid);
  const takesBody = valid.body.kind !== 'none';
  const named = (name: string) => (target.checksBody ? { field: `body/${name}` } : {});
  const cases: Draft[] = [];
  for (const name of target.params) {
    for (const value of oddIds) {
      cases.push(
        step(valid, `param ${name} = ${value.slice(0, 40)} (raw)`, {
          params: { ...valid.params, [name]: value },
          rawParams: [name],
        }),
      );
    }
  }
  for (const name of takesBody ? target.bodyFields : []) {
    cases.push(step(valid, `drop ${name}`, { body: withField(valid, name, undefined), ...named(name) }));
    for (const value of fieldValues) {
      const shown = typeof value === 'string' ? `${value.length} characters` : jsonText(value).slice(0, 20);
      cases.push(step(valid, `${name} = ${shown}`, { body: withField(valid, name, value), ...named(name) }));
    }
  }
  if (takesBody) {
    const text = jsonText(fieldsOf(valid));
    for (const bytes of [...brokenJsonTexts, text.slice(0, text.length >> 1)]) {
      cases.push(
        step(valid, `body text ${String(bytes).slice(0, 20)}`, {
          body: { kind: 'raw', bytes, contentType: 'application/json' },
        }),
      );
    }
    for (const contentType of [null, ...oddContentTypes]) {
      cases.push(step(valid, `content-type ${String(contentType).slice(0, 40)}`, { contentType }));
    }
  }
  for (const rawQuery of oddQueries) cases.push(step(valid, `query += ${rawQuery.slice(0, 40)}`, { rawQuery }));
  return cases;
};

import { Type } from 'typebox';
import { declaresDefault, validatorCompiler } from './validation';

const compile = (schema: Parameters<typeof validatorCompiler>[0]['schema'], httpPart: string) =>
  validatorCompiler({ schema, httpPart, method: 'GET', url: '/' });

describe('validatorCompiler', () => {
  it('finds a default however deep it sits, and none where there is none', () => {
    expect(declaresDefault(Type.Object({ a: Type.Array(Type.Object({ b: Type.String({ default: '' }) })) }))).toBe(
      true,
    );
    expect(declaresDefault(Type.Object({ a: Type.Array(Type.Object({ b: Type.String() })) }))).toBe(false);
  });

  it('fills declared defaults and converts query text', () => {
    const validate = compile(
      Type.Object({ page: Type.Optional(Type.Integer({ default: 1 })), size: Type.Optional(Type.Integer()) }),
      'querystring',
    );
    expect(validate({ size: '20' })).toEqual({ value: { page: 1, size: 20 } });
  });

  it('takes a body without defaults as sent: no coercion, no filling', () => {
    const validate = compile(Type.Object({ n: Type.Integer() }, { additionalProperties: false }), 'body');
    expect(validate({ n: 5 })).toEqual({ value: { n: 5 } });
    expect(validate({ n: '5' })).toHaveProperty('error');
  });

  it('refuses a body nested too deeply to fill a union default, instead of throwing', () => {
    const validate = compile(
      Type.Union([
        Type.Object({ kind: Type.Literal('a'), note: Type.Optional(Type.String({ default: '' })) }),
        Type.Object({ kind: Type.Literal('b') }),
      ]),
      'body',
    );
    let deep: unknown = 1;
    for (let depth = 0; depth < 10_000; depth += 1) deep = { a: deep };
    expect(validate(deep)).toHaveProperty('error');
    expect(validate({ kind: 'a' })).toEqual({ value: { kind: 'a', note: '' } });
  });

  it('reports a body that names its member of a union (by a constant kind) against that member alone', () => {
    const validate = compile(
      Type.Union([
        Type.Object({ kind: Type.Literal('accepted'), consent: Type.Literal(true) }, { additionalProperties: false }),
        Type.Object({ kind: Type.Literal('question'), message: Type.String() }, { additionalProperties: false }),
      ]),
      'body',
    );
    const refused = validate({ kind: 'accepted', consent: false }) as { error: { instancePath: string }[] };
    expect(refused.error.map((error) => error.instancePath)).toEqual(['/consent']);
    // A kind no member has is reported against the whole union.
    const unknown = validate({ kind: 'other' }) as { error: { instancePath: string }[] };
    expect(unknown.error.length).toBeGreaterThan(1);
  });
});

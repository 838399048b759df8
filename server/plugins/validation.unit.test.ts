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
});

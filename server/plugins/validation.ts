import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import type { FieldError } from '../../contract/api/errors';
import { textProblem } from './text-check';
import { unionMemberChecker } from './union-member';

/**
 * Validates with TypeBox's compiler instead of Fastify's default Ajv, for three reasons: a body is checked as
 * sent (no coercion of "5" to 5, no silent removal of unknown properties) while query strings, params and headers
 * still convert from text; the cheap boolean check runs first and the full error list is built only for a
 * rejected request (what Ajv's `allErrors: false` protects), yet every failing field can be named in the answer.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const checker = Compile(schema);
  const memberChecker = unionMemberChecker(schema);
  const convertsText = httpPart !== 'body';
  // Value.Default walks the whole schema on every request (most of a small body's validation time), so it runs
  // only for schemas that declare a default somewhere.
  const fillsDefaults = declaresDefault(schema);
  return (input: unknown) => {
    const converted = convertsText ? Value.Convert(schema, input) : input;
    const value = fillsDefaults ? defaultsOrNull(schema, converted) : converted;
    if (value === null || !checker.Check(value)) {
      const refused = value ?? converted;
      const reporter = memberChecker(refused) ?? checker;
      return { error: reporter.Errors(refused) as FastifySchemaValidationError[] };
    }
    // U+0000 (which PostgreSQL text cannot store), other control characters, lone surrogates and bidi overrides.
    const badText = textError(schema, value);
    if (badText !== null) return { error: [badText] };
    return { value };
  };
};

/**
 * The value with its defaults filled in, or null when it is nested too deeply to walk: TypeBox fills a union's
 * defaults by recursing through the whole value, and a body of ten thousand nested objects overflows the stack.
 * Such a value is never valid, so it is reported by the checker's errors instead of a 500.
 */
const defaultsOrNull = (schema: TSchema, value: unknown): unknown => {
  try {
    return Value.Default(schema, value);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
};

/** Whether a `default` keyword appears anywhere in the schema (a property named "default" also counts: harmless). */
export const declaresDefault = (schema: unknown): boolean => {
  if (Array.isArray(schema)) return schema.some(declaresDefault);
  if (typeof schema !== 'object' || schema === null) return false;
  return 'default' in schema || Object.values(schema).some(declaresDefault);
};

const textError = (schema: TSchema, value: unknown): FastifySchemaValidationError | null => {
  const problem = textProblem(schema, value, '');
  if (problem === null) return null;
  return {
    keyword: problem.reason,
    instancePath: problem.field,
    schemaPath: '#',
    params: {},
    message: `must not contain ${problem.reason === 'encoding' ? 'a lone surrogate' : `${problem.reason} characters`}`,
  };
};

const maxFieldErrors = 50;
const alternatives = new Set(['anyOf', 'oneOf']);

const namesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];

/** Property names an error is about when it is reported on the parent object. */
const childNames = (error: FastifySchemaValidationError): string[] => {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return namesOf(params.requiredProperties ?? params.missingProperty);
    case 'additionalProperties':
      return namesOf(params.additionalProperties ?? params.additionalProperty);
    case 'unevaluatedProperties':
      return namesOf(params.unevaluatedProperties ?? params.unevaluatedProperty);
    default:
      return [];
  }
};

/**
 * Turns validator errors into `{ field, reason }` pairs such as `body/email` + `format`: one per field, the
 * reason being the failing keyword (a union reports `anyOf` rather than each branch's complaint).
 */
export const fieldErrorsFrom = (part: string, validation: readonly FastifySchemaValidationError[]): FieldError[] => {
  const byField = new Map<string, string>();
  for (const error of validation) {
    const base = `${part}${error.instancePath}`;
    const names = childNames(error);
    const fields = names.length > 0 ? names.map((name) => `${base}/${name}`) : [base];
    for (const field of fields) {
      if (!byField.has(field) || alternatives.has(error.keyword)) byField.set(field, error.keyword);
    }
  }
  return [...byField].slice(0, maxFieldErrors).map(([field, reason]) => ({ field, reason }));
};

/**
 * For a multipart route: its body schema documents the parts in the API document only, since the handler streams
 * and checks them itself (request.body stays empty). Params and query strings are still validated.
 */
export const multipartValidatorCompiler: FastifySchemaCompiler<TSchema> = (route) =>
  route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route);

/**
 * For routes whose path parameters are capabilities (a preview link): every parameter reaches the handler as sent,
 * so a malformed one gets the same answer as an unknown one (404) instead of a 400 that tells them apart.
 */
export const unvalidatedParamsCompiler: FastifySchemaCompiler<TSchema> = (route) =>
  route.httpPart === 'params' ? (value: unknown) => ({ value }) : validatorCompiler(route);

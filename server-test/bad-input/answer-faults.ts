import type { LightMyRequestResponse } from 'fastify';
import { errorCodes, problemContentType } from '../../contract/api/errors';

const validationParts = ['body', 'querystring', 'params', 'headers'];
// The reasons a schema refusal gives (the failing JSON Schema keyword, server/plugins/validation.ts). A route's own
// rule gives a word of its own (`incorrect`, `stale`, ...): such a refusal may concern another field than the one the
// fuzzer changed, e.g. a current password an earlier accepted request had already changed.
const schemaKeywords = new Set([
  'type',
  'required',
  'additionalProperties',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
]);

const problemFaults = (body: unknown, status: number, field: string | undefined): string[] => {
  if (typeof body !== 'object' || body === null) return ['the problem body is no JSON object'];
  const problem = body as Record<string, unknown>;
  const found: string[] = [];
  if (typeof problem.type !== 'string' || problem.type === '') found.push('no type');
  if (typeof problem.title !== 'string' || problem.title === '') found.push('no title');
  if (problem.status !== status) found.push(`problem status ${String(problem.status)}`);
  if (!(errorCodes as readonly unknown[]).includes(problem.code)) found.push(`code ${String(problem.code)}`);
  if (problem.code === 'VALIDATION_FAILED') {
    const errors = Array.isArray(problem.errors) ? (problem.errors as { field?: unknown; reason?: unknown }[]) : [];
    const fields = errors.map((error) => error.field);
    if (fields.length === 0) found.push('a validation problem without errors[]');
    const unnamed = fields.filter(
      (name) => typeof name !== 'string' || !validationParts.includes(name.split('/', 1)[0]!),
    );
    if (unnamed.length > 0) found.push(`errors[].field ${JSON.stringify(unnamed)} names no part of the request`);
    const bySchema = errors.every((error) => schemaKeywords.has(String(error.reason)));
    if (
      field !== undefined &&
      bySchema &&
      !fields.some((name) => name === field || String(name).startsWith(`${field}/`))
    ) {
      found.push(`errors[].field ${JSON.stringify(fields)} does not name ${field}`);
    }
  }
  return found;
};

/**
 * What is wrong with an answer to a broken request; empty when it is right. API answers must be refused with
 * problem bodies; a site page may refuse with HTML, but never with a 5xx.
 */
export const answerFaults = (
  response: LightMyRequestResponse,
  options: { isApi: boolean; field: string | undefined; head: boolean },
): string[] => {
  const status = response.statusCode;
  if (status >= 500) return [`answered ${status}: ${response.body.slice(0, 200)}`];
  if (/root:.*:0:0:/.test(response.body)) return ['served a file from outside its folder'];
  const contentType = String(response.headers['content-type'] ?? '');
  const isProblem = contentType.startsWith(problemContentType);
  if (status < 400 || (!options.isApi && !isProblem)) return [];
  if (!isProblem) return [`${status} with content-type ${contentType || 'none'}`];
  if (options.head) return [];
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return [`${status} with a problem body that is no JSON`];
  }
  return problemFaults(body, status, options.field).map((fault) => `${status}: ${fault}`);
};

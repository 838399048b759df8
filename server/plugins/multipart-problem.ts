import { HttpProblem } from './problem';

/**
 * What a multipart parsing failure means for the client. The plugin's own limits (parts, fields, files) end the
 * body as a whole with 413; a field declared JSON that is not, and a body busboy cannot parse (cut short, bad
 * boundary), are bad input: nothing in here is a server fault.
 */
export const multipartProblem = (error: unknown): HttpProblem => {
  if (error instanceof HttpProblem) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (statusCode === 413) return new HttpProblem(413, 'PAYLOAD_TOO_LARGE', { detail: code });
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') {
    return new HttpProblem(400, 'VALIDATION_FAILED', { errors: [{ field: 'body', reason: 'json' }] });
  }
  return new HttpProblem(400, 'BAD_REQUEST', { detail: 'malformed multipart body' });
};

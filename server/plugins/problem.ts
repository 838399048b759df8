import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorCode, type FieldError, Problem, problemContentType } from '../../contract/api/errors';

/** RFC 9457 extension members: what the contract lets a problem carry beyond its standard fields. */
export type ProblemExtensions = Omit<
  Problem,
  'type' | 'title' | 'status' | 'code' | 'detail' | 'instance' | 'requestId' | 'errors'
>;

/** Thrown by handlers and services for an expected failure; the errors plugin turns it into a problem body. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly detail: string | undefined;
  readonly errors: FieldError[] | undefined;
  /** Members a module adds to its problems (the licensing module's licence code, for one). */
  readonly extensions: ProblemExtensions;
  /** Seconds for the Retry-After header, when trying again later can succeed. */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    options: { detail?: string; errors?: FieldError[]; extensions?: ProblemExtensions; retryAfter?: number } = {},
  ) {
    super(options.detail ?? code);
    this.name = 'HttpProblem';
    this.status = status;
    this.code = code;
    this.detail = options.detail;
    this.errors = options.errors;
    this.extensions = options.extensions ?? {};
    this.retryAfter = options.retryAfter;
  }
}

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** The stable code for an HTTP status; other 4xx read as BAD_REQUEST and every other 5xx as INTERNAL. */
export const codeForStatus = (status: number): ErrorCode =>
  codeByStatus[status] ?? (status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL');

export const problemFor = (
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  { detail, errors, ...extensions }: Pick<Problem, 'detail' | 'errors'> & ProblemExtensions = {},
): Problem => ({
  // `about:blank` says the status explains the problem; `code` is the stable, finer-grained key.
  type: 'about:blank',
  title: STATUS_CODES[status] ?? 'Error',
  status,
  code,
  ...(detail === undefined ? {} : { detail }),
  requestId: request.id,
  ...(errors === undefined ? {} : { errors }),
  // JSON leaves out a member whose value is undefined.
  ...extensions,
});

/** Sends a problem body already serialised, so no route's response schema reshapes it. */
export const sendProblem = (reply: FastifyReply, problem: Problem): FastifyReply =>
  reply.code(problem.status).type(`${problemContentType}; charset=utf-8`).send(JSON.stringify(problem));

/** Response schemas for the problem statuses a route may answer with, for its OpenAPI entry. */
export const problemResponses = <S extends number>(...statuses: S[]): Record<S, typeof Problem> =>
  Object.fromEntries(statuses.map((status) => [status, Problem])) as Record<S, typeof Problem>;

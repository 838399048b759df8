import type { FastifyRequest } from 'fastify';
import { HttpProblem, codeForStatus, problemFor } from './problem';

describe('codeForStatus', () => {
  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [405, 'METHOD_NOT_ALLOWED'],
    [409, 'CONFLICT'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [429, 'RATE_LIMITED'],
    [503, 'SERVICE_UNAVAILABLE'],
    [418, 'BAD_REQUEST'],
    [500, 'INTERNAL'],
    [502, 'INTERNAL'],
  ])('maps %i to %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});

describe('problemFor', () => {
  const request = { id: 'req-1' } as FastifyRequest;

  it("carries a module's extension members after the standard ones, and leaves out what it was not given", () => {
    const problem = problemFor(request, 403, 'LICENSE_NOT_VALID', { detail: 'EXPIRED', licenseCode: 'EXPIRED' });
    expect(JSON.parse(JSON.stringify(problem))).toEqual({
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
      code: 'LICENSE_NOT_VALID',
      detail: 'EXPIRED',
      requestId: 'req-1',
      licenseCode: 'EXPIRED',
    });
    expect(Object.keys(JSON.parse(JSON.stringify(problemFor(request, 404, 'NOT_FOUND'))))).toEqual([
      'type',
      'title',
      'status',
      'code',
      'requestId',
    ]);
  });

  it('takes the extension members of an HttpProblem', () => {
    const error = new HttpProblem(403, 'LICENSE_NOT_VALID', { extensions: { licenseCode: 'KEY_REVOKED' } });
    expect(error.extensions).toEqual({ licenseCode: 'KEY_REVOKED' });
    expect(new HttpProblem(404, 'NOT_FOUND').extensions).toEqual({});
  });
});

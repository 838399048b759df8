import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Problem, problemContentType } from '@contract/api/errors';

/** One msw server for the web test project; setup-tests starts it and fails on any unhandled request. */
export const server = setupServer();

/** The absolute URL of an API path, as the app's base query builds it under jest. */
export const apiUrl = (path: string): string => `${window.location.origin}/api/${path.replace(/^\//, '')}`;

// The SPA imports contract/api for types only; the type pins this copy to the contract's value.
const problemType: typeof problemContentType = 'application/problem+json';

/** An RFC 9457 problem response, shaped by the contract. */
export const problemResponse = (problem: Problem): Response =>
  HttpResponse.json(problem, { status: problem.status, headers: { 'content-type': problemType } });

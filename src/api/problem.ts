import { type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { ErrorCode, FieldError, Problem } from '@contract/api/errors';

/** An RTK Query error plus the `Retry-After` of a 429, read by `withRetryAfter`. */
export type ApiError = FetchBaseQueryError & { retryAfterSeconds?: number };

/** transformErrorResponse for endpoints that are rate-limited: keeps the server's `Retry-After` in seconds. */
export const withRetryAfter = (error: FetchBaseQueryError, meta: FetchBaseQueryMeta | undefined): ApiError => {
  const header = meta?.response?.headers.get('retry-after');
  const seconds = header ? Number(header) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? { ...error, retryAfterSeconds: seconds } : error;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The RFC 9457 body of a failed request, when the server sent one. */
export const problemOf = (error: unknown): Problem | null => {
  if (!isObject(error) || typeof error.status !== 'number' || !isObject(error.data)) return null;
  return typeof error.data.code === 'string' ? (error.data as unknown as Problem) : null;
};

export const problemCode = (error: unknown): ErrorCode | null => problemOf(error)?.code ?? null;

/** True for a request that never got an answer (offline, DNS, CORS, aborted). */
export const isNetworkError = (error: unknown): boolean =>
  isObject(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');

export const isRateLimited = (error: unknown): error is ApiError => isObject(error) && error.status === 429;

/** Whole minutes to wait after a 429, at least one. */
export const retryAfterMinutes = (error: ApiError): number =>
  Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));

/** The body fields a validation problem names (`body/email` → `email`). */
export const problemFields = (error: unknown): string[] =>
  (problemOf(error)?.errors ?? []).map((fieldError: FieldError) => fieldError.field.replace(/^body\//, ''));

/** The reason the server gave for `field` (e.g. `body/login` → `taken`), if it blamed that field. */
export const fieldReason = (error: unknown, field: string): string | undefined =>
  problemOf(error)?.errors?.find((entry) => entry.field === field)?.reason;

export const statusOf = (error: unknown): number | undefined => {
  const status = isObject(error) ? error.status : undefined;
  return typeof status === 'number' ? status : undefined;
};

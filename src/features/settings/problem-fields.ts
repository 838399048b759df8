import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { Problem } from '@contract/api/errors';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

/** The RFC 9457 body of a failed request, when the server sent one. */
export const problemOf = (error: QueryError | unknown): Problem | null => {
  const data = (error as { data?: unknown } | undefined)?.data;
  return data && typeof data === 'object' && 'code' in data ? (data as Problem) : null;
};

/** The reason the server gave for `field` (e.g. `body/login` → `taken`), if it blamed that field. */
export const fieldReason = (error: unknown, field: string): string | undefined =>
  problemOf(error)?.errors?.find((entry) => entry.field === field)?.reason;

export const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
};

import { type ApiError, isNetworkError, isRateLimited, problemCode, retryAfterMinutes } from '@/api/problem';
import { type FormFailure } from '../components/form-alert';

/** The reasons every auth form explains the same way: too many attempts, no connection. */
export const commonFailure = (error: unknown): FormFailure | null => {
  if (isRateLimited(error)) {
    return { key: 'errors.rateLimited', values: { minutes: retryAfterMinutes(error as ApiError) } };
  }
  if (isNetworkError(error)) return { key: 'errors.network' };
  return null;
};

export const tokenFailure = (error: unknown): 'expired' | 'invalid' | null => {
  const code = problemCode(error);
  if (code === 'TOKEN_EXPIRED') return 'expired';
  if (code === 'TOKEN_INVALID') return 'invalid';
  return null;
};

import type {
  AcceptedResponse,
  ForgotPasswordBody,
  ResetPasswordBody,
  SessionResponse,
  SignInBody,
  SignUpBody,
} from '@contract/api/auth';
import { commonApi } from '@/api/common-api';
import { withRetryAfter } from '@/api/problem';

/** Sign-up, sign-in, sign-out and password recovery (`/api/auth/*`). */
export const authApi = commonApi.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<SessionResponse, SignUpBody>({
      query: (body) => ({ url: 'auth/sign-up', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
    }),
    signIn: build.mutation<SessionResponse, SignInBody>({
      query: (body) => ({ url: 'auth/sign-in', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
    }),
    signOut: build.mutation<null, void>({
      query: () => ({ url: 'auth/sign-out', method: 'POST' }),
    }),
    forgotPassword: build.mutation<AcceptedResponse, ForgotPasswordBody>({
      query: (body) => ({ url: 'auth/forgot-password', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
    }),
    resetPassword: build.mutation<null, ResetPasswordBody>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
    }),
  }),
});

export const {
  useSignUpMutation,
  useSignInMutation,
  useSignOutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;

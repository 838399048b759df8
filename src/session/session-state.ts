/** The part of the root state the API layer reads; the auth feature's slice provides it. */
export interface SessionState {
  auth: { token: string | null };
}

export const selectSessionToken = (state: unknown): string | null => {
  const token = (state as Partial<SessionState> | undefined)?.auth?.token;
  return typeof token === 'string' && token.length > 0 ? token : null;
};

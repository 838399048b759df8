/**
 * Every password the browser tests type or send, in one place: the global teardown looks for each of them in the
 * server's log of the whole run (`e2e/global-teardown.ts`).
 */
export const testPasswords = {
  clinic: 'correct horse',
  signUp: 'secret-pass',
  first: 'first-secret-1',
  reset: 'second-secret-2',
  resetAgain: 'third-secret-3',
  doctor: 'doctor pass',
} as const;

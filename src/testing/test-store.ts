import { type RootState, setupStore } from '@/app/store';
import { signIn } from '@/features/auth/auth-slice';

/**
 * The app's real store for tests of the layers below app/ (slices, the API), which the import zones keep from
 * importing app/ themselves.
 */
export const createTestStore = (preloadedState?: Partial<RootState>) => setupStore(preloadedState);

export type TestStore = ReturnType<typeof createTestStore>;

/** Signs the store in the way the sign-in form will: the auth feature's signIn (token stored and set). */
export const signInAs = (store: TestStore, token: string): void => {
  store.dispatch(signIn(token));
};

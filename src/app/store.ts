import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { type ApiExtra } from '@/api/base-query';
import { commonApi } from '@/api/common-api';
import { snackbarSlice } from '@/components/snackbar/snackbar-slice';
import { addAuthPersistence } from '@/features/auth/auth-persistence';
import { authSlice } from '@/features/auth/auth-slice';
import { landingSlice } from '@/features/landing/landing-slice';
import { type SessionState } from '@/session/session-state';
import { apiBaseUrl } from './config';
import { addApiCacheReset } from './session-listeners';

const rootReducer = combineSlices(authSlice, landingSlice, snackbarSlice, commonApi);

/** Fails to compile if the auth slice stops providing the token the API layer reads through its own type. */
type ProvidesSession<State extends SessionState> = State;
export type RootState = ProvidesSession<ReturnType<typeof rootReducer>>;

/** Creates a store; the app creates one, each test creates its own (optionally with a preloaded state). */
export const setupStore = (preloadedState?: Partial<RootState>) => {
  const listener = createListenerMiddleware();
  addAuthPersistence(listener);
  addApiCacheReset(listener);
  const extra: ApiExtra = { apiBaseUrl: apiBaseUrl() };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listener.middleware)
        .concat(commonApi.middleware),
  });
};

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];

import { type ListenerMiddlewareInstance, isAnyOf } from '@reduxjs/toolkit';
import { clearStoredAuthorization, storeAuthorization } from '@/session/authorization-storage';
import { destroySession } from '@/session/destroy-session';
import { signIn, signOut } from './auth-slice';

/** Keeps local storage `api-company-authorization` in step with the auth slice. */
export const addAuthPersistence = (listener: ListenerMiddlewareInstance): void => {
  listener.startListening({
    actionCreator: signIn,
    effect: (action) => storeAuthorization(action.payload),
  });
  listener.startListening({
    matcher: isAnyOf(signOut, destroySession),
    effect: () => clearStoredAuthorization(),
  });
};

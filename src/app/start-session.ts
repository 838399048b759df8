import { hasMalformedStoredAuthorization } from '@/session/authorization-storage';
import { destroySession } from '@/session/destroy-session';
import { type AppStore } from './store';

/**
 * Root mount: a stored authorization that cannot be a token (edited by hand, left by an old version) would
 * fail every request, so the session is destroyed before anything renders.
 */
export const startSession = (store: AppStore): void => {
  if (hasMalformedStoredAuthorization()) store.dispatch(destroySession());
};

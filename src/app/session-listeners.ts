import { type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { commonApi } from '@/api/common-api';
import { destroySession } from '@/session/destroy-session';

/** destroySession also empties the API cache; resetApiState clears its subscriptions and timers too. */
export const addApiCacheReset = (listener: ListenerMiddlewareInstance): void => {
  listener.startListening({
    actionCreator: destroySession,
    effect: (_action, api) => {
      api.dispatch(commonApi.util.resetApiState());
    },
  });
};

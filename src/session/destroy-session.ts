import { createAction } from '@reduxjs/toolkit';

/**
 * Ends the client session: every slice returns to its signed-out initial state, the store's listeners clear the
 * stored authorization and reset the commonApi cache. A plain action (not a thunk) so that the API layer, shared
 * components and features can all react to it without importing one another.
 */
export const destroySession = createAction('session/destroy');

import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { readStoredAuthorization } from '@/session/authorization-storage';
import { destroySession } from '@/session/destroy-session';

export interface AuthState {
  isLoggedIn: boolean;
  token: string | null;
}

const signedOut: AuthState = { isLoggedIn: false, token: null };

/** Restores the session from local storage each time a store is created. */
const restoreAuth = (): AuthState => {
  const token = readStoredAuthorization();
  return token ? { isLoggedIn: true, token } : signedOut;
};

/** Reducers stay pure: `auth-persistence.ts` mirrors signIn/signOut into local storage. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: restoreAuth,
  reducers: {
    signIn: (_state, action: PayloadAction<string>) => ({ isLoggedIn: true, token: action.payload }),
    signOut: () => signedOut,
  },
  extraReducers: (builder) => {
    builder.addCase(destroySession, () => signedOut);
  },
  selectors: {
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectAuthToken: (state) => state.token,
  },
});

export const { signIn, signOut } = authSlice.actions;
export const { selectIsLoggedIn, selectAuthToken } = authSlice.selectors;

import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { destroySession } from '@/session/destroy-session';

export type SnackbarType = 'success' | 'info' | 'warning' | 'error';

/** Interpolation values for the message's translation. */
export type SnackbarValues = Record<string, string | number>;

export interface SnackbarState {
  isShow: boolean;
  type: SnackbarType;
  /** A translation key with its namespace, e.g. `notifications:keyCopied`; the host translates it. */
  message: string;
  values?: SnackbarValues;
}

export interface ShowSnackbarPayload {
  type?: SnackbarType;
  message: string;
  values?: SnackbarValues;
}

const initialState: SnackbarState = { isShow: false, type: 'info', message: '' };

export const snackbarSlice = createSlice({
  name: 'snackbar',
  initialState,
  reducers: {
    showSnackbar: (_state, action: PayloadAction<ShowSnackbarPayload>) => {
      const { type = 'info', message, values } = action.payload;
      return values ? { isShow: true, type, message, values } : { isShow: true, type, message };
    },
    // Type and message stay while the notice slides out, so its text does not vanish mid-animation.
    hideSnackbar: (state) => {
      state.isShow = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(destroySession, () => initialState);
  },
  selectors: {
    selectSnackbar: (state) => state,
  },
});

export const { showSnackbar, hideSnackbar } = snackbarSlice.actions;
export const { selectSnackbar } = snackbarSlice.selectors;

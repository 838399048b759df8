import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { destroySession } from '@/session/destroy-session';

export interface LandingState {
  isHeaderTransparent: boolean;
}

const initialState: LandingState = { isHeaderTransparent: true };

export const landingSlice = createSlice({
  name: 'landing',
  initialState,
  reducers: {
    toggleHeaderTransparency: (state) => {
      state.isHeaderTransparent = !state.isHeaderTransparent;
    },
    setHeaderTransparent: (state, action: PayloadAction<boolean>) => {
      state.isHeaderTransparent = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(destroySession, () => initialState);
  },
  selectors: {
    selectIsHeaderTransparent: (state) => state.isHeaderTransparent,
  },
});

export const { toggleHeaderTransparency, setHeaderTransparent } = landingSlice.actions;
export const { selectIsHeaderTransparent } = landingSlice.selectors;

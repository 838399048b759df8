import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { ApiExtra } from '@/api/base-query';

/** A dispatch that takes thunks and RTK Query utilities (features do not import the app's typed hooks). */
export const useThunkDispatch = () => useDispatch<ThunkDispatch<unknown, ApiExtra, UnknownAction>>();

/** The API base URL the store was created with (features do not read the app's config module). */
export const useApiBase = (): string => useThunkDispatch()((_dispatch, _getState, extra) => extra.apiBaseUrl);

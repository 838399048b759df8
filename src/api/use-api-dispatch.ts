import { type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/**
 * Features cannot import app/'s typed hooks (app sits above them); this dispatch also accepts the RTK Query thunks
 * (initiate, upsertQueryData) that pages send.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each api thunk names its own slice of the state
export const useApiDispatch = useDispatch.withTypes<ThunkDispatch<any, unknown, UnknownAction>>();

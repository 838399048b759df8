import { useDispatch, useSelector } from 'react-redux';
// A type-only import: nothing of the store reaches the features and components that use these hooks at run time.
import type { AppDispatch, RootState } from './store';

/** The store's hooks with its types; features and shared components use these, never the raw react-redux ones. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

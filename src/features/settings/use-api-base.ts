import { useAppDispatch } from '@/app/hooks';

/** The API base URL the store was created with (features do not read the app's config module). */
export const useApiBase = (): string => useAppDispatch()((_dispatch, _getState, extra) => extra.apiBaseUrl);

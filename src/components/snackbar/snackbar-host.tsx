import { Suspense, lazy } from 'react';
import { useSelector } from 'react-redux';
import { useWantedOnce } from '../on-demand';
import { selectSnackbar } from './snackbar-slice';

const SnackbarNotice = lazy(async () => ({
  default: (await import(/* webpackChunkName: "snackbar-notice" */ './snackbar-notice')).SnackbarNotice,
}));

/** Where the app's notices appear; the notice's code (MUI's Snackbar and Alert) loads with the first notice. */
export const SnackbarHost = () => {
  const { isShow } = useSelector(selectSnackbar);
  const wanted = useWantedOnce(isShow);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarNotice />
    </Suspense>
  );
};

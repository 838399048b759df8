import { useAppSelector } from '@/app/hooks';
import { lazyPage } from '../chunk-error/lazy-page';
import { OnDemandBoundary } from '../chunk-error/on-demand-boundary';
import { useWantedOnce } from '../on-demand';
import { selectSnackbar } from './snackbar-slice';

const SnackbarNotice = lazyPage(
  () => import(/* webpackChunkName: "snackbar-notice" */ './snackbar-notice'),
  'SnackbarNotice',
);

/** Where the app's notices appear; the notice's code (MUI's Snackbar and Alert) loads with the first notice. */
export const SnackbarHost = () => {
  const { isShow } = useAppSelector(selectSnackbar);
  const wanted = useWantedOnce(isShow);
  if (!wanted) return null;
  return (
    <OnDemandBoundary open={isShow}>
      <SnackbarNotice />
    </OnDemandBoundary>
  );
};

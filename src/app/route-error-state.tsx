import { useRouteError } from 'react-router-dom';
import { ChunkErrorState, PageErrorState } from '@/components/chunk-error/chunk-error-state';
import { chunkLoadFailure } from '@/components/chunk-error/chunk-load-error';
import { pageReload } from '@/session/page-reload';

/** Last resort for an error outside the lazy-route boundaries (the root layout itself). */
export const RouteErrorState = () => {
  const error = useRouteError();
  if (chunkLoadFailure(error)) return <ChunkErrorState onRetry={() => pageReload.reload()} />;
  return <PageErrorState />;
};

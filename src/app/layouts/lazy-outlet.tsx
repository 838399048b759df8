import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ChunkErrorBoundary } from '@/components/chunk-error/chunk-error-boundary';
import { PageSpinner } from '@/components/page-spinner';

/** Where a layout renders its lazy page: a spinner while the chunk loads, a retry state if it fails. */
export const LazyOutlet = () => {
  const { pathname } = useLocation();
  return (
    <ChunkErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ChunkErrorBoundary>
  );
};

import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ChunkErrorBoundary } from '@/components/chunk-error/chunk-error-boundary';
import { PageSpinner } from '@/components/page-spinner';

interface LazyOutletProps {
  /**
   * Height the spinner holds while the chunk loads. The site's layouts pass a full screen, so their footer stays
   * below the fold instead of showing and then jumping away (layout shift).
   */
  fallbackMinHeight?: string;
}

/** Where a layout renders its lazy page: a spinner while the chunk loads, a retry state if it fails. */
export const LazyOutlet = ({ fallbackMinHeight }: LazyOutletProps) => {
  const { pathname } = useLocation();
  return (
    <ChunkErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner minHeight={fallbackMinHeight} />}>
        <Outlet />
      </Suspense>
    </ChunkErrorBoundary>
  );
};

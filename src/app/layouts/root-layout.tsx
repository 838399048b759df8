import { ScrollRestoration } from 'react-router-dom';
import { PageMetadata } from '../page-metadata';
import { LazyOutlet } from './lazy-outlet';

/** Around every route: the page metadata, scroll restoration, and the boundary for lazy layouts. */
export const RootLayout = () => (
  <>
    <PageMetadata />
    <ScrollRestoration />
    <LazyOutlet />
  </>
);

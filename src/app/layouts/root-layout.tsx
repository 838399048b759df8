import { ScrollRestoration } from 'react-router-dom';
import { PageMetadata } from '../page-metadata';
import { KeepScrollAfterRestoration, NoteScrollBeforeRestoration } from './keep-scroll-while-hydrating';
import { LazyOutlet } from './lazy-outlet';
import { SiteChrome } from './site-chrome';

/** Around every route: the page metadata, scroll restoration, the boundary for lazy layouts, the floating chrome. */
export const RootLayout = () => (
  <>
    <PageMetadata />
    <NoteScrollBeforeRestoration />
    <ScrollRestoration />
    <KeepScrollAfterRestoration />
    <LazyOutlet />
    <SiteChrome />
  </>
);

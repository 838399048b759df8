import { island } from '@/components/island';

/** The site's footer, hydrated (and its code loaded) when the visitor comes near it. */
export const SiteFooterIsland = island(
  () => import(/* webpackChunkName: "site-footer" */ './site-footer'),
  'SiteFooter',
);

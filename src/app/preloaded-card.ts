import { matchPath } from '@contract/rules/routes';
import { previewApi } from '@/features/preview/api';
import { apiBaseUrl } from './config';
import type { AppStore } from './store';

/** The preview link of `pathname`, or null on any other page (or a link that does not decode). */
const previewLinkOf = (pathname: string): string | null => {
  if (matchPath(pathname) !== 'preview') return null;
  try {
    return decodeURIComponent(pathname.split('/')[2] ?? '');
  } catch {
    return null;
  }
};

/**
 * The first HTML of a preview link that opens a card preloads the card's answer. Asked for here, before React
 * renders, the query takes that answer over as soon as it lands: the page then renders the card in its first render
 * rather than a skeleton first and the card in a second, uninterruptible pass. Only when the preload is there, so a
 * link that opens nothing is still asked once, by the page. The page's own subscription keeps the answer; this one
 * ends once it settles.
 */
export const takePreloadedCard = (store: AppStore, pathname: string): void => {
  const link = previewLinkOf(pathname);
  if (link === null) return;
  const url = new URL(`cards/${encodeURIComponent(link)}`, apiBaseUrl()).href;
  const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].some(
    (element) => element.href === url,
  );
  if (!preloaded) return;
  const request = store.dispatch(previewApi.endpoints.getPreviewCard.initiate(link));
  void request.then(() => request.unsubscribe());
};

import { cardPictureSizes } from '../../../contract/rules/treatment-cards';
import { previewShell } from '../../../contract/rules/prerender';
import { matchPath } from '../../../contract/rules/routes';
import type { PageOverride } from '../../plugins/spa';
import type { Preload } from '../../plugins/spa-head';
import { cardImage } from './card-views';
import type { CardsDeps } from './deps';
import { openPreviewCard } from './public-service';
import type { PreviewFile } from './repository';

const previewPrefix = '/preview/';
/** The `meta` translation entry of a preview link that opens a card; `{{clinic}}` is the clinic's name. */
export const previewCardMetaKey = 'previewCard';

/**
 * What the preview page asks for first: the card's answer (the very GET that counts the view; the page's own query
 * takes it over) and the picture it opens on, Before treatment, as its `<picture>` picks it (the first source with
 * variants), with its width and height for the first screen to hold its place.
 */
export const previewPreloads = (link: string, files: PreviewFile[]): Preload[] => {
  const image = cardImage(link, files, 'before');
  const source = image.sources.find((candidate) => candidate.srcset !== '');
  return [
    { as: 'fetch', href: `/api/cards/${encodeURIComponent(link)}` },
    ...(source
      ? [
          {
            as: 'image' as const,
            type: source.type,
            imageSrcset: source.srcset,
            imageSizes: cardPictureSizes,
            width: image.width,
            height: image.height,
          },
        ]
      : []),
  ];
};

/**
 * Link-preview texts for `/preview/<link>` of a card that opens now: the clinic's name and "Treatment plan",
 * never the patient's name or pictures (the share image stays the route's generic one), the preloads above, and the
 * page's first screen (the preview's skeleton, the same for every card). Other pages, and links that open nothing,
 * keep their route's texts, preload nothing and are drawn by the browser.
 */
export const resolvePreviewPage = async (deps: CardsDeps, pathname: string): Promise<PageOverride | null> => {
  if (matchPath(pathname) !== 'preview') return null;
  let link: string;
  try {
    link = decodeURIComponent(pathname.slice(previewPrefix.length).replace(/\/+$/, ''));
  } catch {
    return null;
  }
  const found = await openPreviewCard(deps, link);
  if (!found) return null;
  return {
    key: previewCardMetaKey,
    values: { clinic: found.clinic.name },
    preloads: previewPreloads(link, found.files),
    prerendered: previewShell.key,
  };
};

import { matchPath } from '../../../contract/rules/routes';
import type { PageOverride } from '../../plugins/spa';
import type { CardsDeps } from './deps';
import { previewClinicName } from './public-service';

const previewPrefix = '/preview/';
/** The `meta` translation entry of a preview link that opens a card; `{{clinic}}` is the clinic's name. */
export const previewCardMetaKey = 'previewCard';

/**
 * Link-preview texts for `/preview/<link>` of a card that opens now: the clinic's name and "Treatment plan",
 * never the patient's name or pictures (the share image stays the route's generic one). Other pages, and links
 * that open nothing, keep their route's texts.
 */
export const resolvePreviewPage = async (deps: CardsDeps, pathname: string): Promise<PageOverride | null> => {
  if (matchPath(pathname) !== 'preview') return null;
  let link: string;
  try {
    link = decodeURIComponent(pathname.slice(previewPrefix.length).replace(/\/+$/, ''));
  } catch {
    return null;
  }
  const clinic = await previewClinicName(deps, link);
  return clinic === null ? null : { key: previewCardMetaKey, values: { clinic } };
};

import { routeMetadataFor } from './route-metadata';
import { matchPath, paths } from './routes';

/**
 * The path of a page's canonical link: the metadata record's path, or for a route with parameters (an article, a
 * preview) the page's own path. Unknown paths point home.
 */
export const canonicalPath = (pathname: string): string => {
  const key = matchPath(pathname);
  if (key && paths[key].includes(':')) return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routeMetadataFor(pathname).path;
};

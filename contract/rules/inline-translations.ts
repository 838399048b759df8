import { type PathKey, matchPath } from './routes';

/**
 * The server writes the texts a page's first screen needs into its first HTML as a non-executable JSON script
 * (`<script type="application/json" id="app-translations">`): `{ <lng>: { <namespace>: texts } }` for the page's
 * language and the fallback language. i18next starts from them and fetches only the namespaces they lack.
 */
export const inlineTranslationsElementId = 'app-translations';

/** Namespaces every screen needs before its first paint. */
export const initialNamespaces = ['common', 'meta', 'notifications'] as const;

/** Namespaces every public page's layout uses (the footer, the consent banner). */
const layoutNamespaces = ['site'];

/** What each route's page asks for on its first screen; routes not named here get the shared ones only. */
const routeNamespaces: Partial<Record<PathKey, readonly string[]>> = {
  home: ['landing'],
  articles: ['articles'],
  article: ['articles'],
  videos: ['videos'],
  preview: ['preview', 'dental-arch'],
  signIn: ['auth'],
  signUp: ['auth'],
  forgotPassword: ['auth'],
  resetPassword: ['auth'],
};

/** The namespaces to inline for a page path. */
export const namespacesForPath = (pathname: string): string[] => {
  const route = matchPath(pathname);
  return [...initialNamespaces, ...layoutNamespaces, ...((route && routeNamespaces[route]) ?? [])];
};

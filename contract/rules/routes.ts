/** Every path of the SPA. Both the router and the server's history fallback read this table. */
export const paths = {
  home: '/',
  submitProfile: '/submit-profile/:token',
  preview: '/preview/:previewLink',
  clinicalModel: '/3D-clinical-model',
  article: '/articles/:articleUrl',
  articles: '/articles',
  videos: '/videos',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  company: '/company',
  companySettings: '/company/settings',
  companyPriceList: '/company/price-list',
} as const;

export type PathKey = keyof typeof paths;

/** Fills `:params` of a path pattern, encoding each value. */
export const buildPath = (pattern: string, params: Record<string, string> = {}): string =>
  pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });

/** Returns the key of the route pattern a concrete pathname matches, or null. */
export const matchPath = (pathname: string): PathKey | null => {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [key, pattern] of Object.entries(paths) as [PathKey, string][]) {
    const regex = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    if (regex.test(clean)) return key;
  }
  return null;
};

import { type PathKey, matchPath } from './routes';

/**
 * Page metadata per route (docs/product-rules.md#link-previews). The texts (title, description, keywords) live in
 * `locales/<lng>/meta.json` under the record's `key`; this table holds what does not depend on the language.
 */
export interface RouteMetadataRecord {
  /** Key in the `meta` translation namespace. */
  key: string;
  /** Canonical path; for routes with parameters, the page's own path is used instead. */
  path: string;
  /** Share image, relative to the site root. */
  image: string;
  /** Robots directive; default `index, follow`. */
  robots?: string;
}

export const defaultRobots = 'index, follow';
/** Share images (1200×630) for link previews, rendered by `npm run share-images` into `public/images/share/`. */
export const shareImages = {
  home: '/images/share/home.png',
  articles: '/images/share/articles.png',
  videos: '/images/share/videos.png',
  clinicalModel: '/images/share/clinical-model.png',
  preview: '/images/share/preview.png',
} as const;
export const defaultShareImage = shareImages.home;

export const homeMetadata: RouteMetadataRecord = { key: 'home', path: '/', image: defaultShareImage };
/** A path no route matches: its own "page not found" texts, kept out of search engines. */
export const notFoundMetadata: RouteMetadataRecord = {
  key: 'notFound',
  path: '/',
  image: defaultShareImage,
  robots: 'noindex, follow',
};

const table: Partial<Record<PathKey, RouteMetadataRecord>> = {
  home: homeMetadata,
  articles: { key: 'articles', path: '/articles', image: shareImages.articles },
  article: { key: 'articles', path: '/articles', image: shareImages.articles },
  preview: { key: 'preview', path: '/preview', image: shareImages.preview, robots: 'noindex, nofollow' },
  videos: { key: 'videos', path: '/videos', image: shareImages.videos },
  clinicalModel: { key: 'clinicalModel', path: '/3D-clinical-model', image: shareImages.clinicalModel },
  signIn: { key: 'signIn', path: '/sign-in', image: defaultShareImage },
  signUp: { key: 'signUp', path: '/sign-up', image: defaultShareImage },
  forgotPassword: { key: 'forgotPassword', path: '/forgot-password', image: defaultShareImage },
  resetPassword: {
    key: 'resetPassword',
    path: '/reset-password',
    image: defaultShareImage,
    robots: 'noindex, nofollow',
  },
  submitProfile: {
    key: 'submitProfile',
    path: '/submit-profile',
    image: defaultShareImage,
    robots: 'noindex, nofollow',
  },
  company: { key: 'company', path: '/company', image: defaultShareImage, robots: 'noindex, nofollow' },
  companySettings: {
    key: 'companySettings',
    path: '/company/settings',
    image: defaultShareImage,
    robots: 'noindex, nofollow',
  },
  companyPriceList: {
    key: 'companyPriceList',
    path: '/company/price-list',
    image: defaultShareImage,
    robots: 'noindex, nofollow',
  },
};

/** The record for a pathname; an unknown route gets the not-found record. */
export const routeMetadataFor = (pathname: string): RouteMetadataRecord => {
  const key = matchPath(pathname);
  return (key && table[key]) || notFoundMetadata;
};

/** The product name followed by the page title. */
export const pageTitle = (appName: string, title: string): string => (title ? `${appName} | ${title}` : appName);

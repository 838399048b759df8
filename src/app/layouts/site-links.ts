import { paths } from '@contract/rules/routes';

/** The public site's main navigation, in the order the header shows it. */
export const siteLinks = [
  { to: paths.articles, labelKey: 'nav.articles' },
  { to: paths.videos, labelKey: 'nav.videos' },
  { to: paths.clinicalModel, labelKey: 'nav.clinicalModel' },
] as const;

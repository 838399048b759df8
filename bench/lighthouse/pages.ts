export interface AuditedPage {
  /** Prefix of the page's figure ids in budgets.json. */
  id: string;
  label: string;
  path: string;
}

/** A public article with texts in every language (content/articles/). */
export const articlePath = '/articles/how-to-show-a-plan-to-a-patient';

/** The pages; the preview's path comes from the card seeded at the start of the run. */
export const auditedPages = (previewPath: string): AuditedPage[] => [
  { id: 'landing', label: '/', path: '/' },
  { id: 'articles', label: '/articles', path: '/articles' },
  { id: 'article', label: 'article', path: articlePath },
  { id: 'videos', label: '/videos', path: '/videos' },
  { id: 'preview', label: 'preview', path: previewPath },
  { id: 'sign-in', label: '/sign-in', path: '/sign-in' },
];

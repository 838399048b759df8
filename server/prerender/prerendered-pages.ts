import { articlesPageSizeDefault } from '../../contract/api/content';
import type { Language } from '../../contract/rules/languages';
import { type PrerenderedQuery, previewShell } from '../../contract/rules/prerender';
import { buildPath, paths } from '../../contract/rules/routes';
import type { ContentService } from '../modules/content/service';

export interface PageToRender {
  pathname: string;
  queries: PrerenderedQuery[];
  /** Where the page is kept when not under its path (a shell served for many paths). */
  key?: string;
  scripts?: string[];
  needsScripts?: true;
}

/**
 * The public pages whose first screen is the same for every visitor, with the API answers they show, and the
 * preview's first screen (its skeleton, the same for every card). The 3D model (WebGL), the cabinet and the token
 * pages are rendered by the browser as before.
 */
export const pagesToRender = (content: ContentService, lng: Language): PageToRender[] => [
  { pathname: paths.home, queries: [] },
  {
    pathname: paths.articles,
    queries: [
      {
        endpointName: 'getArticles',
        arg: { lng, page: 1 },
        value: content.listArticles(lng, 1, articlesPageSizeDefault),
      },
    ],
  },
  ...content.articleIndex().flatMap(({ slug }): PageToRender[] => {
    const article = content.getArticle(slug, lng);
    if (!article) return [];
    const arg = { slug, lng };
    return [
      {
        pathname: buildPath(paths.article, { articleUrl: slug }),
        queries: [{ endpointName: 'getArticle', arg, value: article }],
      },
    ];
  }),
  // With its list, so the first HTML shows the videos themselves: not a placeholder the list then replaces.
  {
    pathname: paths.videos,
    queries: [{ endpointName: 'getVideos', arg: { lng }, value: { items: content.videos(lng) } }],
  },
  { pathname: paths.signIn, queries: [] },
  { pathname: paths.signUp, queries: [] },
  { pathname: paths.forgotPassword, queries: [] },
  {
    pathname: previewShell.pathname,
    key: previewShell.key,
    queries: [],
    scripts: [previewShell.script],
    needsScripts: true,
  },
];

import type { ArticleListResponse, ArticleResponse, VideoListResponse } from '../api/content';
import type { Language } from './languages';

/**
 * Public pages are rendered per language at build time (src/prerender/, server/prerender/) and the server puts that
 * markup into the first HTML's root element; the client then hydrates it instead of rendering from nothing.
 */

/** The JSON script (`<script type="application/json">`) with the data the prerendered markup was rendered from. */
export const prerenderedDataElementId = 'app-prerendered';

/**
 * Stands for the product name in prerendered markup: the name is this server's setting (APP_NAME), unknown at build
 * time, so the server writes it in per response.
 */
export const appNamePlaceholder = '@@app-name@@';

/** An API answer the page was rendered with, as RTK Query's `upsertQueryEntries` takes it. */
export type PrerenderedQuery =
  | { endpointName: 'getArticles'; arg: { lng: Language; page: number }; value: ArticleListResponse }
  | { endpointName: 'getArticle'; arg: { slug: string; lng: Language }; value: ArticleResponse }
  | { endpointName: 'getVideos'; arg: { lng: Language }; value: VideoListResponse };

export interface PrerenderedData {
  /** The language the markup is in; the client hydrates only when it picked the same one. */
  language: Language;
  queries: PrerenderedQuery[];
}

/** One prerendered page: the root element's markup and its data. */
export interface PrerenderedPage {
  html: string;
  data: PrerenderedData;
  /** Own scripts the page needs before the app's (deferred, in the head): what makes its markup whole. */
  scripts?: string[];
  /** The markup is a skeleton the app fills (the preview's): without scripts it says so, as the bare template does. */
  needsScripts?: true;
}

/**
 * The patient preview's first screen, the same for every card: the page's skeleton, rendered from `pathname` and
 * kept under `key` (not a path, so no address finds it by itself). The server serves it for a preview link that
 * opens a card; its script (`public/show-first-picture.js`) draws the picture the page preloads into the skeleton.
 */
export const previewShell = {
  pathname: '/preview/first-screen',
  key: 'shell:preview',
  script: '/show-first-picture.js',
} as const;

/** The skeleton's element that holds the card's first picture, drawn by the shell's script and then by React. */
export const firstPictureSlotAttribute = 'data-first-picture';

/**
 * The CSS variable with the first picture's shape (`width / height`), set in the first HTML's head: the skeleton's
 * place for the picture takes it, so the picture fills the very box the card then draws it in.
 */
export const firstPictureRatioVariable = '--first-picture-ratio';

/** What the build-time renderer (`dist/.prerender/render-page.js`, built from src/prerender/) takes for a page. */
export interface RenderPageInput {
  pathname: string;
  language: Language;
  /** Every namespace of the page's language and the fallback language: language → namespace → texts. */
  resources: Record<string, Record<string, Record<string, unknown>>>;
  /** The API answers the page shows, also handed to the client so its first render is the same. */
  queries: PrerenderedQuery[];
}

export type RenderPage = (input: RenderPageInput) => Promise<string>;

/** `dist/<prerenderedDir>/<language>.json`: every prerendered page of a language by pathname. */
export const prerenderedDir = '.prerendered';
export type PrerenderedPages = Record<string, PrerenderedPage>;

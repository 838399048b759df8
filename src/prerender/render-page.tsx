import { PassThrough } from 'node:stream';
import { createInstance } from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { type RenderPage, appNamePlaceholder } from '@contract/rules/prerender';
import { AppShell } from '@/app/app-shell';
import { setRenderConfig } from '@/app/config';
import { sharedI18nOptions } from '@/app/i18n-options';
import { routes } from '@/app/router';
import { setupStore } from '@/app/store';
import { upsertPrerenderedQueries } from '@/app/prerendered-data';

const handler = createStaticHandler(routes);

/**
 * React 19 emits the page's hoisted `<title>`, `<meta>` and `<link>` elements (react-helmet-async's) first. The
 * server writes the same metadata into the head, and the client inserts its own there, so they are dropped here.
 */
const leadingHoisted = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

const readAll = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A public page's root markup as the browser's first render would make it for a visitor nobody knows yet (no
 * session, no consent answer), with every lazy page loaded. Emotion, having no document here, writes each style as a
 * `<style data-emotion>` element in front of what it styles; the client's emotion cache moves them into the head
 * before hydrating.
 */
export const renderPage: RenderPage = async ({ pathname, language, resources, queries }) => {
  setRenderConfig({ appName: appNamePlaceholder });
  const store = setupStore();
  upsertPrerenderedQueries(store.dispatch, queries);

  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    ...sharedI18nOptions,
    lng: language,
    resources,
    ns: Object.keys(resources[language] ?? {}),
    initAsync: false,
  });

  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answers with a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // React would log a failed part and leave it to the browser; a build must say so instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppShell store={store} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // React moves a large Suspense boundary's content after the shell with an inline script to swap it in; the CSP
      // allows no inline script, and a finished render needs none: every boundary stays where it is.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await readAll(prelude);
  if (errors.length > 0) throw new AggregateError(errors, `${pathname} (${language}) did not render`);
  return html.replace(leadingHoisted, '');
};

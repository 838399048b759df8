import { StrictMode, startTransition } from 'react';
import { matchPath } from '@contract/rules/routes';
import { startNotingScroll } from './app/layouts/keep-scroll-while-hydrating';
import { announceAppStarted } from './app/early-tap';
import { captureServerMetadata } from './app/server-head';
import { warmIntlOffMainThread } from './app/warm-intl';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Evaluating the app's modules is most of its start-up work: one task of most of a second on a slow phone. Taken in
// steps, each in a task of its own, the browser can paint and answer input in between. The imports are eager: they
// stay in this chunk, only their evaluation waits.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const start = async (root: HTMLElement) => {
  warmIntlOffMainThread(document.documentElement.lang);
  captureServerMetadata();
  startNotingScroll();
  await nextTask();
  // A preview link's card and first picture are already on their way (its first HTML preloads them); its page's
  // chunks would otherwise be asked for only once React reaches them, after the app's modules below have run.
  if (matchPath(window.location.pathname) === 'preview')
    void import(/* webpackMode: "eager" */ './app/pages').then(({ PreviewPage }) => PreviewPage.preload());
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // MUI's styling modules, then the theme they build: the two largest parts of the providers' start-up.
  await import(/* webpackMode: "eager" */ './app/mui-styles');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/theme');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/app-providers');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/i18n');
  await nextTask();
  // The route table and the layouts it renders: the largest share of the app's modules, the public pages' layout
  // (the site's header, menu and footer) first, then the rest.
  await import(/* webpackMode: "eager" */ './app/layouts/public-layout');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/router');
  await nextTask();
  const { createApp } = await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();
  const { App, canHydrate } = await createApp(nextTask);
  await nextTask();
  const { preloadRoute } = await import(/* webpackMode: "eager" */ './app/preload-route');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // In a transition React renders (or hydrates) in slices of a few milliseconds and lets the browser handle input in
  // between, instead of one task of a second or more on a slow phone.
  const render = () => {
    root.replaceChildren();
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
    announceAppStarted();
  };
  // A public page comes prerendered (server/plugins/spa.ts): the client adopts that markup instead of replacing it,
  // once the page's chunk is here.
  if (root.firstElementChild && canHydrate()) {
    await preloadRoute(window.location.pathname).then(() => {
      startTransition(() => void hydrateRoot(root, app));
      announceAppStarted();
    }, render);
  } else {
    render();
  }
};

void start(container);

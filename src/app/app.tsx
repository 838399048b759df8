import { CacheProvider } from '@emotion/react';
import { RouterProvider } from 'react-router-dom';
import './global.css';
import { AppShell } from './app-shell';
import { createPageEmotionCache } from './emotion-cache';
import { createBrowserI18n } from './i18n';
import { takePreloadedCard } from './preloaded-card';
import { readPrerenderedData, upsertPrerenderedQueries } from './prerendered-data';
import { createAppRouter } from './router';
import { startSession } from './start-session';
import { setupStore } from './store';

/** The app's instances, created in three steps, each in a task of its own (see src/index.tsx). */
export const createApp = async (nextTask: () => Promise<void>) => {
  const store = setupStore();
  startSession(store);
  const prerendered = readPrerenderedData();
  // The answers the prerendered page was rendered with, so its first render is the same (no loading skeleton).
  if (prerendered) upsertPrerenderedQueries(store.dispatch, prerendered.queries);
  takePreloadedCard(store, window.location.pathname);
  await nextTask();
  const i18n = createBrowserI18n();
  await nextTask();
  const router = createAppRouter();
  const emotionCache = createPageEmotionCache();

  /**
   * Whether the root's markup is a prerendered page this client would render the same: in the language it picked
   * (a visitor whose stored choice differs from what the server read gets a fresh render instead).
   */
  const canHydrate = (): boolean =>
    prerendered !== null && prerendered.language === (i18n.resolvedLanguage ?? i18n.language);

  const App = () => (
    <CacheProvider value={emotionCache}>
      <AppShell store={store} i18n={i18n}>
        <RouterProvider router={router} />
      </AppShell>
    </CacheProvider>
  );
  return { App, canHydrate };
};

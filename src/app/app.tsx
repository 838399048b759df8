import { Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { SnackbarHost } from '@/components/snackbar/snackbar-host';
import './global.css';
import { AppProviders } from './app-providers';
import { createBrowserI18n } from './i18n';
import { createAppRouter } from './router';
import { startSession } from './start-session';
import { setupStore } from './store';

const store = setupStore();
startSession(store);
const i18n = createBrowserI18n();
const router = createAppRouter();

export const App = () => (
  <AppProviders store={store} i18n={i18n}>
    {/* Until the first translations arrive. */}
    <Suspense fallback={<PageSpinner minHeight="100vh" />}>
      <RouterProvider router={router} />
      <SnackbarHost />
    </Suspense>
  </AppProviders>
);

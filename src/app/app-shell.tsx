import { type i18n as I18n } from 'i18next';
import { type ReactNode, Suspense } from 'react';
import { PageSpinner } from '@/components/page-spinner';
import { SnackbarHost } from '@/components/snackbar/snackbar-host';
import { AppProviders } from './app-providers';
import { type AppStore } from './store';

interface AppShellProps {
  store: AppStore;
  i18n: I18n;
  /** The router: the browser's, or the build-time render's static one. */
  children: ReactNode;
}

/** The tree around the router, the same for the browser and the build-time render so hydration finds what it built. */
export const AppShell = ({ store, i18n, children }: AppShellProps) => (
  <AppProviders store={store} i18n={i18n}>
    {/* Until the first translations arrive. */}
    <Suspense fallback={<PageSpinner minHeight="100vh" />}>
      {children}
      <SnackbarHost />
    </Suspense>
  </AppProviders>
);

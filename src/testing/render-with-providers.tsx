import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, Suspense } from 'react';
import { type Language } from '@contract/rules/languages';
import { AppProviders } from '@/app/app-providers';
import { type AppStore, type RootState, setupStore } from '@/app/store';
import { PageSpinner } from '@/components/page-spinner';
import { SnackbarHost } from '@/components/snackbar/snackbar-host';
import { createTestI18n } from './test-i18n';

export interface ProviderOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  language?: Language;
}

/** Renders UI inside the app's real providers with a real store and the locale files' texts. */
export const renderWithProviders = (
  ui: ReactElement,
  { preloadedState, store = setupStore(preloadedState), language = 'en', ...options }: ProviderOptions = {},
) => {
  const i18n = createTestI18n(language);
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store} i18n={i18n}>
      <Suspense fallback={<PageSpinner />}>
        {ui}
        <SnackbarHost />
      </Suspense>
    </AppProviders>,
    options,
  );
  return { store, i18n, user, ...result };
};

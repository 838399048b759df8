import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type i18n as I18n } from 'i18next';
import { type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { type AppStore } from './store';
import { theme } from './theme';

interface AppProvidersProps {
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
}

/** Everything a screen needs around it; the app and the tests use the same stack. */
export const AppProviders = ({ store, i18n, children }: AppProvidersProps) => (
  <Provider store={store}>
    <I18nextProvider i18n={i18n}>
      <HelmetProvider>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </HelmetProvider>
    </I18nextProvider>
  </Provider>
);

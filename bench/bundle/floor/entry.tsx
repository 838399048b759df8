import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Helmet } from 'react-helmet-async';
import { useTranslation } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from '@/app/app-providers';
import { createBrowserI18n } from '@/app/i18n';
import { setupStore } from '@/app/store';

// The bundle benchmark's floor: the app's own providers (theme, store, i18n, helmet, from the same modules as
// src/app/app.tsx) around a router and one app bar with one button. What any page of the app must ship at least.

const FloorPage = () => {
  const { t } = useTranslation();
  return (
    <>
      <Helmet>
        <title>{t('auth.signIn')}</title>
      </Helmet>
      <AppBar position="static">
        <Button color="inherit">{t('auth.signIn')}</Button>
      </AppBar>
    </>
  );
};

const router = createBrowserRouter([{ path: '*', element: <FloorPage /> }]);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={setupStore()} i18n={createBrowserI18n()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

import { type RouteObject, createBrowserRouter } from 'react-router-dom';
import { paths } from '@contract/rules/routes';
import { giveHistoryEntryItsOwnKey } from './history-entry-key';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './layouts/root-layout';
import {
  ArticlePage,
  ArticlesPage,
  AuthLayout,
  ClinicalModelPage,
  CompanyLayout,
  ContentLayout,
  DashboardPage,
  ForgotPasswordPage,
  LandingPage,
  PreviewPage,
  PriceListPage,
  ResetPasswordPage,
  SettingsPage,
  SignInPage,
  SignUpPage,
  SubmitProfilePage,
  VideosPage,
} from './pages';
import { RequireAuth } from './require-auth';
import { RouteErrorState } from './route-error-state';

/** The route table; every path comes from the contract's `paths`. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorState />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home, element: <LandingPage /> },
          { path: paths.submitProfile, element: <SubmitProfilePage /> },
          { path: paths.preview, element: <PreviewPage /> },
          { path: paths.clinicalModel, element: <ClinicalModelPage /> },
        ],
      },
      {
        element: <ContentLayout />,
        children: [
          { path: paths.articles, element: <ArticlesPage /> },
          { path: paths.article, element: <ArticlePage /> },
          { path: paths.videos, element: <VideosPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          { path: paths.signIn, element: <SignInPage /> },
          { path: paths.signUp, element: <SignUpPage /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <CompanyLayout />,
            children: [
              { path: paths.company, element: <DashboardPage /> },
              { path: paths.companySettings, element: <SettingsPage /> },
              { path: paths.companyPriceList, element: <PriceListPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => {
  // Before the router reads the entry: a page loaded in full must not share its scroll key with other loads.
  giveHistoryEntryItsOwnKey();
  return createBrowserRouter(routes);
};

import { lazyPage } from '@/components/chunk-error/lazy-page';

// Every page, and every layout but the landing's, is a chunk of its own, loaded the first time its route renders.

export const LandingPage = lazyPage(
  () => import(/* webpackChunkName: "landing-page" */ '@/features/landing/pages/landing-page'),
  'LandingPage',
);
export const SubmitProfilePage = lazyPage(
  () => import(/* webpackChunkName: "submit-profile-page" */ '@/features/email-confirmation/pages/submit-profile-page'),
  'SubmitProfilePage',
);
export const PreviewPage = lazyPage(
  () => import(/* webpackChunkName: "preview-page" */ './composed/preview-with-viewer'),
  'PreviewWithViewer',
);
export const ClinicalModelPage = lazyPage(
  () => import(/* webpackChunkName: "clinical-model-page" */ './composed/clinical-model-with-viewer'),
  'ClinicalModelWithViewer',
);
export const ArticlesPage = lazyPage(
  () => import(/* webpackChunkName: "articles-page" */ '@/features/articles/pages/articles-page'),
  'ArticlesPage',
);
export const ArticlePage = lazyPage(
  () => import(/* webpackChunkName: "article-page" */ '@/features/articles/pages/article-page'),
  'ArticlePage',
);
export const VideosPage = lazyPage(
  () => import(/* webpackChunkName: "videos-page" */ '@/features/videos/pages/videos-page'),
  'VideosPage',
);
export const SignInPage = lazyPage(
  () => import(/* webpackChunkName: "sign-in-page" */ '@/features/auth/pages/sign-in-page'),
  'SignInPage',
);
export const SignUpPage = lazyPage(
  () => import(/* webpackChunkName: "sign-up-page" */ '@/features/auth/pages/sign-up-page'),
  'SignUpPage',
);
export const ForgotPasswordPage = lazyPage(
  () => import(/* webpackChunkName: "forgot-password-page" */ '@/features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
export const ResetPasswordPage = lazyPage(
  () => import(/* webpackChunkName: "reset-password-page" */ '@/features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
export const ContentLayout = lazyPage(
  () => import(/* webpackChunkName: "content-layout" */ './layouts/content-layout'),
  'ContentLayout',
);
export const AuthLayout = lazyPage(
  () => import(/* webpackChunkName: "auth-layout" */ './layouts/auth-layout'),
  'AuthLayout',
);
export const CompanyLayout = lazyPage(
  () => import(/* webpackChunkName: "company-layout" */ './layouts/company-layout'),
  'CompanyLayout',
);
export const DashboardPage = lazyPage(
  () => import(/* webpackChunkName: "dashboard-page" */ './company-dashboard-page'),
  'CompanyDashboardPage',
);
export const SettingsPage = lazyPage(
  () => import(/* webpackChunkName: "settings-page" */ '@/features/settings/pages/settings-page'),
  'SettingsPage',
);
export const PriceListPage = lazyPage(
  () => import(/* webpackChunkName: "price-list-page" */ './composed/price-list-with-bonus'),
  'PriceListWithBonus',
);

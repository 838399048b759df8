import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@contract/rules/routes';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitcher } from '@/components/language-switcher';
import { selectIsLoggedIn } from '@/features/auth/auth-slice';
import { getClientConfig } from '../config';
import { useAppSelector } from '../hooks';
import { useHydrated } from '@/components/use-hydrated';
import { nextPathFrom } from '../sign-in-redirect';
import { LazyOutlet } from './lazy-outlet';
import { mainContentId } from './skip-link';

/**
 * Sign in and sign up: a centred card with the logo. A visitor who is (or just became) signed in continues to
 * the page they were sent here from, or to the cabinet.
 */
export const AuthLayout = () => {
  const { t } = useTranslation();
  const { appName } = getClientConfig();
  const location = useLocation();
  const hydrated = useHydrated();
  // After hydration, so a prerendered sign-in page hydrates as built before a stored session moves on.
  const isLoggedIn = useAppSelector(selectIsLoggedIn) && hydrated;

  if (isLoggedIn) return <Navigate to={nextPathFrom(location.search) ?? paths.company} replace />;

  return (
    <Box
      sx={{
        position: 'relative',
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        pt: { xs: 9, sm: 10 },
        pb: { xs: 4, sm: 6 },
        background:
          'radial-gradient(900px 480px at 100% 0%, rgba(66, 165, 245, 0.18), transparent 60%), radial-gradient(700px 420px at 0% 100%, rgba(25, 133, 123, 0.14), transparent 60%), #f5f8fc',
      }}
    >
      <Box component="header" sx={{ position: 'absolute', top: { xs: 8, sm: 16 }, right: { xs: 8, sm: 24 } }}>
        <LanguageSwitcher />
      </Box>
      <Box sx={{ width: '100%', maxWidth: 480 }}>
        <Card
          component="main"
          id={mainContentId}
          sx={{
            p: { xs: 3, sm: 5 },
            border: 1,
            borderColor: 'divider',
            boxShadow: '0 24px 60px rgba(11, 37, 69, 0.10)',
          }}
        >
          <Link component={RouterLink} to={paths.home} underline="none" sx={{ display: 'inline-flex', mb: 4 }}>
            <BrandLogo appName={appName} />
          </Link>
          <LazyOutlet />
        </Card>
        <Box component="footer" sx={{ mt: 2.5, px: 1 }}>
          <Link component={RouterLink} to={paths.home} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <ArrowBackIcon fontSize="small" />
            {t('authLayout.backToSite')}
          </Link>
        </Box>
      </Box>
    </Box>
  );
};

import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@contract/rules/routes';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitcher } from '@/components/language-switcher';
import { useSignOutMutation } from '@/features/auth/api';
import { EmailBanner } from '@/features/email-confirmation/components/email-banner';
import { ClosureNotice } from '@/features/settings/components/closure-notice';
import { destroySession } from '@/session/destroy-session';
import { getClientConfig } from '../config';
import { useAppDispatch } from '../hooks';
import { LazyOutlet } from './lazy-outlet';
import { CompanyIdentity } from './company-identity';
import { CompanyNav } from './company-nav';
import { mainContentId } from './skip-link';

const drawerWidth = 280;

const drawerPaper = {
  width: drawerWidth,
  boxSizing: 'border-box',
  bgcolor: 'navigationBar.main',
  color: 'common.white',
  borderRight: 0,
} as const;

/** The signed-in cabinet: a dark side navigation (a drawer on phones) and a light top bar with sign-out. */
export const CompanyLayout = () => {
  const { t } = useTranslation();
  const { appName } = getClientConfig();
  const dispatch = useAppDispatch();
  const [navOpen, setNavOpen] = useState(false);
  const [sendSignOut, { isLoading: signingOut }] = useSignOutMutation();

  // The server revokes the session first; when it cannot be reached the session still ends here. Ending it makes
  // RequireAuth replace the page with sign-in (remembering this page); a second navigation of our own would race it.
  const signOut = async () => {
    await sendSignOut();
    dispatch(destroySession());
  };

  const brand = (
    <Toolbar sx={{ px: 2.5 }}>
      <Link component={RouterLink} to={paths.company} underline="none" sx={{ display: 'inline-flex' }}>
        <BrandLogo appName={appName} tone="light" size={32} />
      </Link>
    </Toolbar>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        color="inherit"
        sx={{
          width: { md: `calc(100% - ${drawerWidth}px)` },
          ml: { md: `${drawerWidth}px` },
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            onClick={() => setNavOpen(true)}
            aria-label={t('company.openNavigation')}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Link
            component={RouterLink}
            to={paths.company}
            underline="none"
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <BrandLogo appName={appName} size={28} />
          </Link>
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, minWidth: 0, ml: { sm: 1, md: 0 } }}>
            <CompanyIdentity />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <LanguageSwitcher />
          </Box>
          <Button
            variant="outlined"
            startIcon={<LogoutIcon />}
            onClick={() => void signOut()}
            loading={signingOut}
            sx={{ display: { xs: 'none', sm: 'inline-flex' }, flexShrink: 0 }}
          >
            {t('auth.signOut')}
          </Button>
          <IconButton
            onClick={() => void signOut()}
            disabled={signingOut}
            aria-label={t('auth.signOut')}
            sx={{ display: { sm: 'none' } }}
          >
            <LogoutIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      {/* The column itself is dark to the page's end, however long the page or a full-page capture of it. */}
      <Box
        component="nav"
        aria-label={t('company.navLabel')}
        sx={{ width: { md: drawerWidth }, flexShrink: 0, bgcolor: { md: 'navigationBar.main' } }}
      >
        <Drawer
          variant="temporary"
          open={navOpen}
          onClose={() => setNavOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' } }}
          slotProps={{ paper: { 'aria-label': t('company.navLabel'), sx: drawerPaper } }}
        >
          {brand}
          <Box sx={{ px: 2.5, pb: 2 }}>
            <CompanyIdentity tone="light" />
          </Box>
          <CompanyNav onNavigate={() => setNavOpen(false)} />
          <Box sx={{ mt: 'auto', p: 2 }}>
            <LanguageSwitcher tone="light" />
          </Box>
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' } }}
          slotProps={{ paper: { sx: drawerPaper } }}
        >
          {brand}
          <CompanyNav />
        </Drawer>
      </Box>
      <Box
        component="main"
        id={mainContentId}
        tabIndex={-1}
        // The bottom padding clears the floating contact button, so it never covers the last row's actions.
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none', px: { xs: 2, sm: 3, md: 5 }, pb: 12 }}
      >
        <Toolbar />
        <Box sx={{ pt: { xs: 3, md: 5 } }}>
          {/* The cancel button goes with the notice: the focus moves to the page rather than to nowhere. */}
          <ClosureNotice onCancelled={() => document.getElementById(mainContentId)?.focus()} />
          <EmailBanner />
          <LazyOutlet />
        </Box>
      </Box>
    </Box>
  );
};

import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { paths } from '@contract/rules/routes';
import { BrandLogo } from '@/components/brand-logo';
import { pageWidthLg } from '@/components/page-width';
import { LanguageSwitcher } from '@/components/language-switcher';
import { lazyPage } from '@/components/chunk-error/lazy-page';
import { OnDemandBoundary } from '@/components/chunk-error/on-demand-boundary';
import { useWantedOnce } from '@/components/on-demand';
import { getClientConfig } from '../config';
import { HeaderAuthActions } from './header-auth-actions';
import { siteLinks } from './site-links';

const SiteMenuDrawer = lazyPage(
  () => import(/* webpackChunkName: "site-menu-drawer" */ './site-menu-drawer'),
  'SiteMenuDrawer',
);

export const headerHeight = { xs: 64, md: 72 };

interface SiteHeaderProps {
  /** Over the landing hero the bar starts transparent and turns solid once the page scrolls. */
  transparent?: boolean;
}

export const SiteHeader = ({ transparent = false }: SiteHeaderProps) => {
  const { t } = useTranslation();
  const { appName } = getClientConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuWanted = useWantedOnce(menuOpen);

  return (
    <AppBar
      position="fixed"
      sx={{
        color: 'common.white',
        bgcolor: transparent ? 'transparent' : 'navigationBar.main',
        boxShadow: transparent ? 'none' : '0 6px 20px rgba(6, 26, 51, 0.16)',
        transition: 'background-color 200ms ease, box-shadow 200ms ease',
      }}
    >
      {/* Container and a gutterless Toolbar, drawn on Boxes (see page-width.ts). */}
      <Box sx={pageWidthLg}>
        <Box
          sx={{
            position: 'relative',
            display: 'flex',
            alignItems: 'center',
            minHeight: headerHeight,
            gap: { xs: 1, md: 2 },
          }}
        >
          {/* The logo link as MUI's Link draws it (theme.ts), on a Box. */}
          <Box
            component={RouterLink}
            to={paths.home}
            sx={{ display: 'inline-flex', mr: 2, color: 'primary.dark', fontWeight: 600, textDecoration: 'none' }}
          >
            <BrandLogo appName={appName} tone="light" />
          </Box>
          <Box component="nav" aria-label={t('nav.label')} sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5 }}>
            {siteLinks.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                color="white"
                sx={{
                  whiteSpace: 'nowrap',
                  opacity: 0.88,
                  '&:hover': { opacity: 1, bgcolor: 'rgba(255, 255, 255, 0.08)' },
                  '&.active': { opacity: 1, bgcolor: 'activeNavigationBar.main' },
                }}
              >
                {t(link.labelKey)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1 }}>
            <LanguageSwitcher tone="light" />
            <HeaderAuthActions />
          </Box>
          {/* A round Button, as IconButton edge="end" draws it: IconButton's module would be the only reason the
              first download carries it. */}
          <Button
            color="inherit"
            onClick={() => setMenuOpen(true)}
            aria-label={t('nav.openMenu')}
            sx={{ display: { lg: 'none' }, minWidth: 0, p: 1, mr: '-12px', borderRadius: '50%' }}
          >
            <MenuIcon />
          </Button>
        </Box>
      </Box>
      {menuWanted && (
        <OnDemandBoundary open={menuOpen}>
          <SiteMenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
        </OnDemandBoundary>
      )}
    </AppBar>
  );
};

import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';
import { paths } from '@contract/rules/routes';
import { selectIsHeaderTransparent } from '@/features/landing/landing-slice';
import { useAppSelector } from '../hooks';
import { LazyOutlet } from './lazy-outlet';
import { SiteFooter } from './site-footer';
import { SiteHeader, headerHeight } from './site-header';
import { SkipLink, mainContentId } from './skip-link';

/** The marketing site's frame: header, page, footer. On the landing the hero runs under the header. */
export const PublicLayout = () => {
  const { pathname } = useLocation();
  const isLanding = pathname === paths.home;
  const isHeaderTransparent = useAppSelector(selectIsHeaderTransparent);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader transparent={isLanding && isHeaderTransparent} />
      {/* The fixed header's height (MUI's Toolbar would be the first download's only reason to carry it). */}
      {!isLanding && <Box sx={{ minHeight: headerHeight }} />}
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <LazyOutlet fallbackMinHeight="100vh" />
      </Box>
      <SiteFooter />
    </Box>
  );
};

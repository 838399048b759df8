import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { LazyOutlet } from './lazy-outlet';
import { SiteFooter } from './site-footer';
import { SiteHeader, headerHeight } from './site-header';
import { SkipLink, mainContentId } from './skip-link';

/** Articles and videos: the site's header and footer around a reading-width content container. */
export const ContentLayout = () => (
  <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
    <SkipLink />
    <SiteHeader />
    <Toolbar sx={{ minHeight: headerHeight }} />
    <Box
      component="main"
      id={mainContentId}
      tabIndex={-1}
      sx={{
        flexGrow: 1,
        outline: 'none',
        background: 'linear-gradient(180deg, #e6f1fc 0, rgba(245, 248, 252, 0) 360px)',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <LazyOutlet fallbackMinHeight="100vh" />
      </Container>
    </Box>
    <SiteFooter />
  </Box>
);

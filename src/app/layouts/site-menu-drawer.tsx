import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitcher } from '@/components/language-switcher';
import { useOpenAfterMount } from '@/components/on-demand';
import { getClientConfig } from '../config';
import { HeaderAuthActions } from './header-auth-actions';
import { siteLinks } from './site-links';

interface SiteMenuDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The phone menu: the site navigation, the auth actions and the language switcher. Its own chunk, which the header
 * loads on the first open; mounted then, it opens a frame later so the drawer still slides in.
 */
export const SiteMenuDrawer = ({ open, onClose }: SiteMenuDrawerProps) => {
  const { t } = useTranslation();
  const { appName } = getClientConfig();
  const shown = useOpenAfterMount(open);
  return (
    <Drawer
      anchor="right"
      open={shown}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': t('nav.menu'), sx: { width: 'min(320px, 88vw)' } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <BrandLogo appName={appName} size={32} />
        <IconButton onClick={onClose} aria-label={t('nav.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box component="nav" aria-label={t('nav.label')} sx={{ px: 1, py: 1 }}>
        <List>
          {siteLinks.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
                onClick={onClose}
                sx={{ '&.active': { bgcolor: 'action.selected' } }}
              >
                <ListItemText primary={t(link.labelKey)} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <HeaderAuthActions direction="column" onNavigate={onClose} />
      </Box>
      <Box sx={{ mt: 'auto', p: 2 }}>
        <LanguageSwitcher />
      </Box>
    </Drawer>
  );
};

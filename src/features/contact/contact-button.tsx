import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactAddresses } from '@contract/rules/client-config';
import { visuallyHidden } from '@/components/visually-hidden';
import { ContactIcon } from './contact-icon';
import { contactLinks } from './contact-links';

interface ContactButtonProps {
  contacts: ContactAddresses;
}

/**
 * The floating button in the bottom-right corner of every page: a menu of the configured channels, each opening
 * in a new tab without handing the site to it as `opener`. Hidden when no channel is configured.
 */
export const ContactButton = ({ contacts }: ContactButtonProps) => {
  const { t } = useTranslation('site');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const links = contactLinks(contacts);
  if (links.length === 0) return null;
  const open = anchor !== null;

  return (
    <Box component="aside" aria-label={t('contact.button')}>
      <Fab
        id={buttonId}
        color="primary"
        aria-label={t('contact.button')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(open ? null : event.currentTarget)}
        sx={{
          position: 'fixed',
          right: { xs: 16, sm: 24 },
          bottom: { xs: 16, sm: 24 },
          zIndex: (theme) => theme.zIndex.speedDial,
          boxShadow: '0 12px 30px rgba(11, 37, 69, 0.28)',
        }}
      >
        {open ? <CloseIcon /> : <ChatBubbleOutlineIcon />}
      </Fab>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        // Inside the aside, so the open menu stays within a landmark.
        disablePortal
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': buttonId, dense: false },
          paper: { sx: { mt: -1.5, minWidth: 240, borderRadius: '16px' } },
        }}
      >
        {links.map((link) => (
          <MenuItem
            key={link.channel}
            component="a"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setAnchor(null)}
            sx={{ py: 1.25 }}
          >
            <ListItemIcon>
              <ContactIcon channel={link.channel} />
            </ListItemIcon>
            <ListItemText primary={t(`contact.channels.${link.channel}`)} />
            <Box component="span" sx={visuallyHidden}>
              {` (${t('contact.newTab')})`}
            </Box>
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
};

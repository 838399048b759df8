import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/visually-hidden';
import { ContactIcon } from './contact-icon';
import type { ContactLink } from './contact-links';

interface ContactMenuProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  links: ContactLink[];
  onClose: () => void;
}

/**
 * The contact button's menu of channels, each opening in a new tab without handing the site to it as `opener`; its
 * own chunk, loaded the first time the button opens it.
 */
export const ContactMenu = ({ id, buttonId, anchor, links, onClose }: ContactMenuProps) => {
  const { t } = useTranslation('site');
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
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
          onClick={onClose}
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
  );
};

import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactAddresses } from '@contract/rules/client-config';
import { lazyPage } from '@/components/chunk-error/lazy-page';
import { OnDemandBoundary } from '@/components/chunk-error/on-demand-boundary';
import { useWantedOnce } from '@/components/on-demand';
import { contactLinks } from './contact-links';

const ContactMenu = lazyPage(() => import(/* webpackChunkName: "contact-menu" */ './contact-menu'), 'ContactMenu');

interface ContactButtonProps {
  contacts: ContactAddresses;
}

/**
 * The floating button in the bottom-right corner of every page: a menu of the configured channels (ContactMenu).
 * Hidden when no channel is configured.
 */
export const ContactButton = ({ contacts }: ContactButtonProps) => {
  const { t } = useTranslation('site');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = anchor !== null;
  const menuWanted = useWantedOnce(open);
  const links = contactLinks(contacts);
  if (links.length === 0) return null;

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
      {menuWanted && (
        <OnDemandBoundary open={open}>
          <ContactMenu id={menuId} buttonId={buttonId} anchor={anchor} links={links} onClose={() => setAnchor(null)} />
        </OnDemandBoundary>
      )}
    </Box>
  );
};

import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactAddresses } from '@contract/rules/client-config';
import { lazyPage } from '@/components/chunk-error/lazy-page';
import { OnDemandBoundary } from '@/components/chunk-error/on-demand-boundary';
import { useWantedOnce } from '@/components/on-demand';
import { contactLinks } from './contact-links';
import { useCoversAction } from './use-clear-of-actions';

const ContactMenu = lazyPage(() => import(/* webpackChunkName: "contact-menu" */ './contact-menu'), 'ContactMenu');

interface ContactButtonProps {
  contacts: ContactAddresses;
}

/**
 * The floating button in the bottom-right corner of every page: a menu of the configured channels (ContactMenu).
 * Hidden when no channel is configured, and while a primary action scrolls under it.
 */
export const ContactButton = ({ contacts }: ContactButtonProps) => {
  const { t } = useTranslation('site');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = anchor !== null;
  const menuWanted = useWantedOnce(open);
  const corner = useRef<HTMLDivElement>(null);
  // An open menu stays put; a closed button steps aside from a primary action under it.
  const aside = useCoversAction(corner) && !open;
  const links = contactLinks(contacts);
  if (links.length === 0) return null;

  return (
    <Box component="aside" aria-label={t('contact.button')}>
      {/* The corner the button occupies, measured even while the button is stepped aside. */}
      <Box
        ref={corner}
        aria-hidden
        sx={{
          position: 'fixed',
          right: { xs: 16, sm: 24 },
          bottom: { xs: 16, sm: 24 },
          width: 56,
          height: 56,
          pointerEvents: 'none',
        }}
      />
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
          transition: 'transform 150ms, opacity 150ms',
          ...(aside && { transform: 'scale(0)', opacity: 0, visibility: 'hidden' }),
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

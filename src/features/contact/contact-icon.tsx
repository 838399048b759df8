import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { ContactChannel } from './contact-links';

const colors: Record<ContactChannel, string> = {
  email: '#1565c0',
  telegram: '#229ed9',
  whatsapp: '#1a8f4c',
  viber: '#7360f2',
  messenger: '#0866ff',
};

/** Each channel's usual mark in its brand colour (MUI has no Viber icon; a phone stands in). */
export const ContactIcon = ({ channel }: { channel: ContactChannel }) => {
  const sx = { color: colors[channel] };
  switch (channel) {
    case 'email':
      return <EmailOutlinedIcon sx={sx} />;
    case 'telegram':
      return <TelegramIcon sx={sx} />;
    case 'whatsapp':
      return <WhatsAppIcon sx={sx} />;
    case 'viber':
      return <PhoneInTalkOutlinedIcon sx={sx} />;
    case 'messenger':
      return <FacebookIcon sx={sx} />;
  }
};

import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FacebookIcon from '@mui/icons-material/Facebook';
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { type ShareChannel, opensInNewTab, shareChannels, shareHref } from '../share-links';

/** Each messenger's mark in a brand colour dark enough for white-on-colour contrast (MUI has no Viber mark). */
const channelLooks: Record<ShareChannel, { color: string; icon: typeof TelegramIcon }> = {
  telegram: { color: '#1b7fb0', icon: TelegramIcon },
  whatsapp: { color: '#12753d', icon: WhatsAppIcon },
  viber: { color: '#6244c9', icon: PhoneInTalkOutlinedIcon },
  messenger: { color: '#0758d0', icon: FacebookIcon },
};

interface ShareSectionProps {
  url: string;
  clinicName: string;
}

/** Send the link on through a messenger, or copy it. The text names the clinic only, never the patient. */
export const ShareSection = ({ url, clinicName }: ShareSectionProps) => {
  const { t } = useTranslation('preview');
  const dispatch = useAppDispatch();
  const text = t('share.text', { clinic: clinicName });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      dispatch(showSnackbar({ type: 'success', message: 'preview:share.copied' }));
    } catch {
      dispatch(showSnackbar({ type: 'error', message: 'preview:share.copyFailed' }));
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby="share-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
    >
      <Typography id="share-title" variant="h6" component="h2">
        {t('share.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('share.lead')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {shareChannels.map((channel) => {
          const { color, icon: Icon } = channelLooks[channel];
          return (
            <IconButton
              key={channel}
              component="a"
              href={shareHref(channel, url, text)}
              aria-label={t(`share.${channel}`)}
              {...(opensInNewTab(channel) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              sx={{
                width: 48,
                height: 48,
                bgcolor: color,
                color: '#fff',
                '&:hover': { bgcolor: color, filter: 'brightness(0.9)' },
              }}
            >
              <Icon />
            </IconButton>
          );
        })}
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ minHeight: 48 }}>
          {t('share.copy')}
        </Button>
      </Stack>
    </Paper>
  );
};

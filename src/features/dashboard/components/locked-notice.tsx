import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** What a section shows while the company e-mail is unconfirmed (keys and installers stay hidden until then). */
export const LockedNotice = ({ email }: { email: string }) => {
  const { t } = useTranslation('dashboard');
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        p: { xs: 2, sm: 3 },
        borderRadius: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
      }}
    >
      <LockOutlinedIcon color="action" aria-hidden sx={{ mt: 0.25 }} />
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography sx={{ fontWeight: 600 }}>{t('locked.title')}</Typography>
        <Typography variant="body2" color="textSecondary">
          {t('locked.text', { email })}
        </Typography>
      </Box>
    </Box>
  );
};

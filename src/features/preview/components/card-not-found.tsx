import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** An unknown, revoked or expired link: the same answer for all three, and what the patient can do. */
export const CardNotFound = () => {
  const { t } = useTranslation('preview');
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, borderRadius: 2, textAlign: 'center', maxWidth: 640, mx: 'auto' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 88,
          height: 88,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.dark',
        }}
      >
        <LinkOffIcon sx={{ fontSize: 48 }} />
      </Box>
      <Typography variant="h4" component="h1" sx={{ mb: 1.5 }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('notFound.text')}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{t('notFound.hint')}</Typography>
    </Paper>
  );
};

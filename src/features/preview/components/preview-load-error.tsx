import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The card did not arrive (offline, a server fault): say so and offer another try. */
export const PreviewLoadError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('preview');
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('error.retry')}
          </Button>
        }
        sx={{ alignItems: 'center' }}
      >
        <AlertTitle>{t('error.title')}</AlertTitle>
        {t('error.text')}
      </Alert>
    </Box>
  );
};

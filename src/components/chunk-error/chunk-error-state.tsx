import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageReload } from '@/session/page-reload';

interface ErrorStateProps {
  icon: ReactNode;
  title: string;
  body: string;
  children: ReactNode;
}

// It stands in for the page that failed, so its title is the page's one level-one heading.
const ErrorState = ({ icon, title, body, children }: ErrorStateProps) => (
  <Box role="alert" sx={{ width: '100%', minHeight: '50vh', display: 'grid', placeItems: 'center', px: 2, py: 6 }}>
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        alignItems: 'center',
        textAlign: 'center',
        maxWidth: 440,
      }}
    >
      <Box sx={{ color: 'primary.dark', '& svg': { fontSize: 48 } }}>{icon}</Box>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="textSecondary">{body}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, pt: 1, flexWrap: 'wrap', justifyContent: 'center' }}>{children}</Box>
    </Box>
  </Box>
);

/** A lazy chunk did not arrive (offline, a deploy replaced it): offer to load it again. */
export const ChunkErrorState = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <ErrorState icon={<CloudOffIcon />} title={t('chunkError.title')} body={t('chunkError.body')}>
      <Button variant="contained" onClick={onRetry}>
        {t('chunkError.retry')}
      </Button>
    </ErrorState>
  );
};

/** Any other failure while rendering: reloading is the honest way out. */
export const PageErrorState = () => {
  const { t } = useTranslation();
  return (
    <ErrorState icon={<ErrorOutlinedIcon />} title={t('pageError.title')} body={t('pageError.body')}>
      <Button variant="contained" onClick={() => pageReload.reload()}>
        {t('pageError.reload')}
      </Button>
      <Button variant="outlined" href="/">
        {t('pageError.home')}
      </Button>
    </ErrorState>
  );
};

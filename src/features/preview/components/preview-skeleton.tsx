import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/visually-hidden';

/** The photos the desktop program saves are landscape, about 16:9.4; the skeleton keeps their place. */
const pictureRatio = '1600 / 941';

/** The page's shape while the card loads on a slow phone network: header, picture, details. */
export const PreviewSkeleton = () => {
  const { t } = useTranslation('preview');
  return (
    <Box role="status" aria-live="polite" aria-busy>
      <Typography sx={visuallyHidden}>{t('loading')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, mb: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Skeleton variant="rounded" width={56} height={56} />
          <Skeleton width="40%" />
        </Stack>
        <Skeleton variant="text" sx={{ fontSize: '2rem', width: '60%' }} />
        <Skeleton width="45%" />
      </Paper>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: pictureRatio }} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Skeleton variant="rounded" height={320} />
        </Grid>
      </Grid>
    </Box>
  );
};

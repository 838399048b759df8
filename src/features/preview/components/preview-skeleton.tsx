import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { firstPictureRatioVariable } from '@contract/rules/prerender';
import { visuallyHidden } from '@/components/visually-hidden';
import { FirstPicture } from './first-picture';

/**
 * The first picture's own shape when the page's first HTML gives it (a preview link's does), else that of the
 * photos the desktop program saves, landscape, about 16:9.4: the skeleton keeps the picture's place.
 */
const pictureRatio = `var(${firstPictureRatioVariable}, 1600 / 941)`;

/**
 * The page's shape while the card loads on a slow phone network: header, picture, details. It is also the preview's
 * first screen, prerendered: on a phone the card's first picture shows in it before the rest of the card.
 */
export const PreviewSkeleton = ({ previewLink }: { previewLink: string }) => {
  const { t } = useTranslation('preview');
  return (
    <Box aria-busy>
      <Typography role="status" aria-live="polite" sx={visuallyHidden}>
        {t('loading')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, mb: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Skeleton variant="rounded" width={56} height={56} />
          <Skeleton width="40%" />
        </Stack>
        {/* The page's heading as the card has it, and the header's lines in its own type: the picture below sits
            where the card will draw it. */}
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
          <Typography component="div" sx={{ width: { xs: '55%', sm: '30%' } }}>
            <Skeleton />
          </Typography>
          <Typography component="div" sx={{ width: { xs: '45%', sm: '25%' } }}>
            <Skeleton />
          </Typography>
        </Stack>
      </Paper>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
          <Box sx={{ position: 'relative', aspectRatio: pictureRatio, borderRadius: 2, overflow: 'hidden' }}>
            <Skeleton variant="rounded" sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} />
            <FirstPicture previewLink={previewLink} />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Skeleton variant="rounded" height={320} />
        </Grid>
      </Grid>
    </Box>
  );
};

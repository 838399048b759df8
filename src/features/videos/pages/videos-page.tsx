import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Video } from '@contract/api/content';
import { type Language, fallbackLanguage, matchLanguage } from '@contract/rules/languages';
import { PageHeading } from '@/components/page-heading';
import { VideoPlayer } from '@/components/video-player';
import { useGetVideosQuery } from '../api';

const VideoItem = ({ video, language, large }: { video: Video; language: Language; large?: boolean }) => {
  const { t } = useTranslation('videos');
  return (
    <Stack component="article" spacing={2}>
      <VideoPlayer video={video} language={language} posterTitle={large} />
      <Stack spacing={1}>
        {video.featured && (
          <Chip
            label={t('featured')}
            size="small"
            sx={{ alignSelf: 'flex-start', bgcolor: 'secondary.dark', color: 'common.white', fontWeight: 600 }}
          />
        )}
        <Typography variant={large ? 'h4' : 'h6'} component="h2">
          {video.title}
        </Typography>
        <Typography color="textSecondary" sx={{ lineHeight: 1.7, maxWidth: 760 }}>
          {video.description}
        </Typography>
      </Stack>
    </Stack>
  );
};

/** The video review first and large, the other videos in a grid; no video loads more than its metadata unasked. */
export const VideosPage = () => {
  const { t, i18n } = useTranslation('videos');
  const { t: tSite } = useTranslation('site');
  const lng = matchLanguage(i18n.resolvedLanguage) ?? fallbackLanguage;
  const { data, isLoading, isError, refetch } = useGetVideosQuery({ lng });
  const [first, ...rest] = data?.items ?? [];

  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          }
        >
          <AlertTitle>{t('errorTitle')}</AlertTitle>
          {t('errorText')}
        </Alert>
      ) : isLoading || !data ? (
        <Stack spacing={2} aria-busy="true" sx={{ minHeight: '100vh' }}>
          <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto', borderRadius: '16px' }} />
          <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="50%" />
        </Stack>
      ) : !first ? (
        <Alert severity="info">{t('empty')}</Alert>
      ) : (
        <Stack spacing={8}>
          <VideoItem video={first} language={lng} large />
          {rest.length > 0 && (
            <Grid container spacing={4}>
              {rest.map((video) => (
                <Grid key={video.id} size={{ xs: 12, md: 6 }}>
                  <VideoItem video={video} language={lng} />
                </Grid>
              ))}
            </Grid>
          )}
          {data.items.some((video) => video.kind === 'youtube') && (
            <Typography variant="body2" color="textSecondary">
              {tSite('video.privacy')}
            </Typography>
          )}
        </Stack>
      )}
    </>
  );
};

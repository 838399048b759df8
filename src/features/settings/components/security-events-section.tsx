import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { statusOf } from '@/api/problem';
import { SectionCard } from '@/components/section-card';
import { useGetSecurityEventsInfiniteQuery } from '../api';
import { SecurityEventItem } from './security-event-item';

/** The company's audit log, newest first; the server answers 403 to admins, who then do not see the section. */
export const SecurityEventsSection = () => {
  const { t } = useTranslation('settings');
  const { data, error, isLoading, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage, refetch } =
    useGetSecurityEventsInfiniteQuery();

  if (statusOf(error) === 403) return null;
  const events = data?.pages.flatMap((page) => page.events) ?? [];

  const body = () => {
    if (isLoading) return <Skeleton variant="rounded" height={96} aria-label={t('loading')} />;
    if (events.length === 0 && error) {
      return (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography color="textSecondary">{t('loadFailed')}</Typography>
          <Button variant="outlined" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      );
    }
    if (events.length === 0) return <Typography color="textSecondary">{t('events.empty')}</Typography>;
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <List disablePadding aria-label={t('events.title')} sx={{ width: '100%' }}>
          {events.map((event) => (
            <SecurityEventItem key={event.id} event={event} />
          ))}
        </List>
        {isFetchNextPageError && (
          <Typography color="error" role="alert">
            {t('loadFailed')}
          </Typography>
        )}
        {hasNextPage && (
          <Button variant="outlined" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchNextPageError ? t('retry') : t('events.showMore')}
          </Button>
        )}
      </Stack>
    );
  };

  return (
    <SectionCard id="settings-security-events" title={t('events.title')} lead={t('events.lead')}>
      {body()}
    </SectionCard>
  );
};

import IosShareIcon from '@mui/icons-material/IosShare';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { useGetPlatformStatusQuery, useGetSharedPlansQuery } from '../api';
import { useStatusFilter } from '../use-status-filter';
import { FilteredEmpty } from './filtered-empty';
import { SharedPlanRow, sharedPlanColumns } from './shared-plan-row';
import { StatusFilter } from './status-filter';

const EmptyState = () => {
  const { t } = useTranslation('shared-plans');
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 3, sm: 4 }, px: 2 }}>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 64,
          height: 64,
          borderRadius: '50%',
          bgcolor: 'primary.light',
          color: 'primary.dark',
        }}
      >
        <IosShareIcon fontSize="large" />
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('empty.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ maxWidth: 520 }}>
        {t('empty.text')}
      </Typography>
    </Stack>
  );
};

const ColumnTitles = () => {
  const { t } = useTranslation('shared-plans');
  return (
    // For sighted users on wide screens; each row names its own controls for screen readers.
    <Box
      aria-hidden
      sx={{
        display: { xs: 'none', md: 'grid' },
        gridTemplateColumns: sharedPlanColumns.md,
        gap: 2,
        pb: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {(['patient', 'total', 'views', 'answer', 'state'] as const).map((column) => (
        <Typography
          key={column}
          variant="caption"
          color="textSecondary"
          sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.6 }}
        >
          {t(`columns.${column}`)}
        </Typography>
      ))}
    </Box>
  );
};

const SharedPlansList = () => {
  const { t } = useTranslation('shared-plans');
  const [status, setStatus] = useStatusFilter();
  // A page belongs to the filter it was chosen under: another filter, by a click or by the address, starts at page 1.
  const [chosenPage, setChosenPage] = useState({ status, page: 1 });
  const page = chosenPage.status === status ? chosenPage.page : 1;
  const setPage = (next: number) => setChosenPage({ status, page: next });
  const { data, isError, isFetching, refetch } = useGetSharedPlansQuery({ page, status });
  const hasCards = (data?.total ?? 0) > 0;
  const filter = <StatusFilter value={status} onChange={setStatus} />;
  const platform = useGetPlatformStatusQuery(undefined, { skip: !hasCards });
  const linked = platform.data?.linked ?? false;

  if (!data) {
    const waiting = isError ? (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}>
        {t('loadFailed')}
      </Alert>
    ) : (
      <Stack spacing={1.5} aria-busy="true" aria-label={t('loading')} role="status">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={88} />
        ))}
      </Stack>
    );
    return status ? (
      <>
        {filter}
        {waiting}
      </>
    ) : (
      waiting
    );
  }
  // A clinic with no plans at all sees how plans get here; a filter that matches nothing says so and offers all.
  if (data.total === 0 && !status) return <EmptyState />;
  const pages = Math.max(1, data.totalPages);
  return (
    <>
      {isError && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}>
          {t('loadFailed')}
        </Alert>
      )}
      {filter}
      {data.total === 0 && status ? (
        <FilteredEmpty status={status} onShowAll={() => setStatus(null)} />
      ) : (
        <ColumnTitles />
      )}
      {data.cards.length > 0 && (
        <Box
          component="ul"
          aria-label={t('listLabel')}
          aria-busy={isFetching}
          sx={{ p: 0, m: 0, opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {data.cards.map((card) => (
            <SharedPlanRow key={card.id} card={card} linked={linked} />
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Stack component="nav" aria-label={t('pagination.label')} sx={{ alignItems: 'center', mt: 3 }}>
          <Pagination
            page={Math.min(page, pages)}
            count={pages}
            color="primary"
            siblingCount={0}
            onChange={(_event, next) => setPage(next)}
            getItemAriaLabel={(type, item, selected) =>
              type === 'page'
                ? selected
                  ? t('pagination.page', { page: item ?? 0 })
                  : t('pagination.goTo', { page: item ?? 0 })
                : type === 'first' || type === 'last' || type === 'next' || type === 'previous'
                  ? t(`pagination.${type}`)
                  : ''
            }
          />
        </Stack>
      )}
    </>
  );
};

/** The company's shared treatment-plan cards: newest first, a page at a time. */
export const SharedPlansSection = () => {
  const { t } = useTranslation('shared-plans');
  return (
    <SectionCard id="dashboard-shared-plans" title={t('title')} lead={t('lead')}>
      <SharedPlansList />
    </SectionCard>
  );
};

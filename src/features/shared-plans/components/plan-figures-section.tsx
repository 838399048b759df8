import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { decisionFiguresDays } from '@contract/rules/card-decisions';
import { SectionCard } from '@/components/section-card';
import { useGetDecisionFiguresQuery } from '../api';
import { ModuleFiguresTable } from './module-figures-table';
import { useShare } from './use-share';

/** Shared, opened and accepted plans of the last 90 days: the clinic's acceptance at a glance. */
export const PlanFiguresSection = () => {
  // The table per module, which appears once the figures arrive, names the modules with the price list's texts. Asked
  // for here, they load with the section; asked for by the table alone, the dashboard would suspend after it was
  // shown, and React would hide the whole page behind the loading spinner until they came.
  const { t } = useTranslation(['shared-plans', 'price-list']);
  const share = useShare();
  const { data, isError, isFetching, refetch } = useGetDecisionFiguresQuery();

  const content = data ? (
    data.overall.shared === 0 ? (
      <Typography variant="body2" color="textSecondary">
        {t('figures.empty')}
      </Typography>
    ) : (
      <>
        <Box
          component="ul"
          aria-label={t('figures.overall')}
          sx={{
            p: 0,
            m: 0,
            mb: 3,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {(['shared', 'opened', 'accepted'] as const).map((figure) => (
            <Box
              component="li"
              key={figure}
              sx={{
                listStyle: 'none',
                px: 2,
                py: { xs: 1, sm: 2 },
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
              }}
            >
              <Typography variant="body2" color="textSecondary">
                {t(`figures.${figure}`)}
              </Typography>
              <Typography component="p" variant="h5" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {data.overall[figure]}
              </Typography>
              {figure !== 'shared' && (
                <Typography variant="body2" color="textSecondary">
                  {t('figures.ofShared', { share: share(data.overall[figure], data.overall.shared) })}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
        <ModuleFiguresTable modules={data.modules} />
      </>
    )
  ) : isError ? (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={() => void refetch()} loading={isFetching}>
          {t('retry')}
        </Button>
      }
    >
      {t('figures.loadFailed')}
    </Alert>
  ) : (
    <Skeleton variant="rounded" height={160} role="status" aria-label={t('figures.loading')} />
  );

  return (
    <SectionCard
      id="dashboard-plan-figures"
      title={t('figures.title', { count: decisionFiguresDays })}
      lead={t('figures.lead')}
    >
      {content}
    </SectionCard>
  );
};

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LicenseSummary } from '@contract/api/license-summary';
import { formatDate } from '../format';

/**
 * The paid periods that have not ended: the one running now and those to come, each with its dates and devices, and
 * which keys appear or stop working where the device count changes.
 */
export const PeriodsList = ({ periods }: { periods: LicenseSummary['periods'] }) => {
  const { t, i18n } = useTranslation('dashboard');
  const date = (instant: string) => formatDate(instant, i18n.language);
  return (
    <Box component="section" aria-labelledby="paid-periods-title" sx={{ mt: 3 }}>
      <Typography id="paid-periods-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('subscription.periodsTitle')}
      </Typography>
      <Box component="ol" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {periods.map((period, index) => {
          const before = periods[index - 1]?.devices;
          const change =
            before === undefined || before === period.devices
              ? null
              : before > period.devices
                ? t('subscription.fewerKeys', { first: period.devices + 1, last: before, date: date(period.startsAt) })
                : t('subscription.moreKeys', { first: before + 1, last: period.devices, date: date(period.startsAt) });
          return (
            <Box
              component="li"
              key={period.startsAt}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'auto 1fr', sm: 'auto 1fr auto' },
                alignItems: 'center',
                columnGap: 2,
                rowGap: 0.5,
                p: 1.5,
                borderRadius: 2,
                bgcolor: period.current ? 'action.selected' : 'action.hover',
              }}
            >
              <Chip
                size="small"
                label={period.current ? t('subscription.periodNow') : t('subscription.periodNext')}
                color={period.current ? 'success' : 'default'}
                sx={{ minWidth: 64 }}
              />
              <Typography sx={{ fontWeight: 600 }}>
                {t('subscription.periodDates', { from: date(period.startsAt), to: date(period.endsAt) })}
              </Typography>
              <Typography sx={{ gridColumn: { xs: '2', sm: 'auto' } }}>
                {t('packages.devicesOption', { count: period.devices })}
              </Typography>
              {change && (
                <Typography variant="body2" color="textSecondary" sx={{ gridColumn: { xs: '2', sm: '2 / 4' } }}>
                  {change}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
};

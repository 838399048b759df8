import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LicenseSummary } from '@contract/api/license-summary';
import { SectionCard } from '@/components/section-card';
import { formatDate } from '../format';
import { PeriodsList } from './periods-list';

interface SubscriptionSectionProps {
  /** Null while the only paid period has not started (bought during the trial): then only the periods show. */
  subscription: LicenseSummary['subscription'];
  periods: LicenseSummary['periods'];
}

/** The paid plan: devices now, until when it is paid without a break, and the periods running and to come. */
export const SubscriptionSection = ({ subscription, periods }: SubscriptionSectionProps) => {
  const { t, i18n } = useTranslation('dashboard');
  if (!subscription) {
    return (
      <SectionCard id="dashboard-subscription" title={t('subscription.title')}>
        <PeriodsList periods={periods} />
      </SectionCard>
    );
  }
  const facts = [
    { label: t('subscription.devices'), value: String(subscription.devices) },
    {
      label: subscription.active ? t('subscription.paidUntil') : t('subscription.expired_on'),
      value: formatDate(subscription.expiresAt, i18n.language),
    },
    ...(subscription.active ? [{ label: t('subscription.daysLeft'), value: String(subscription.daysLeft) }] : []),
  ];

  return (
    <SectionCard
      id="dashboard-subscription"
      title={t('subscription.title')}
      action={
        <Chip
          label={subscription.active ? t('subscription.active') : t('subscription.expired')}
          color={subscription.active ? 'success' : 'warning'}
        />
      }
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${facts.length}, minmax(0, 1fr))` },
        }}
      >
        {facts.map((fact) => (
          <Box key={fact.label} sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 2 }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {fact.label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700 }}>
              {fact.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {periods.length > 0 && <PeriodsList periods={periods} />}
      {!subscription.active && (
        <Typography color="textSecondary" sx={{ mt: 2 }}>
          {t('subscription.expiredText')}
        </Typography>
      )}
    </SectionCard>
  );
};

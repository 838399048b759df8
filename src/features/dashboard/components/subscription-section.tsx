import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '@contract/api/billing';
import type { LicenseSummary } from '@contract/api/license-summary';
import { SectionCard } from '@/components/section-card';
import { formatDate } from '../format';

interface SubscriptionSectionProps {
  subscription: NonNullable<LicenseSummary['subscription']>;
  /** The newest paid order: the package the current period was bought with. */
  lastPaid: Order | undefined;
}

/** The paid plan: package, devices, when it ends and whether it is still running. */
export const SubscriptionSection = ({ subscription, lastPaid }: SubscriptionSectionProps) => {
  const { t, i18n } = useTranslation('dashboard');
  const facts = [
    ...(lastPaid
      ? [{ label: t('subscription.package'), value: t('subscription.months', { count: lastPaid.months }) }]
      : []),
    { label: t('subscription.devices'), value: String(subscription.devices) },
    {
      label: subscription.active ? t('subscription.expires') : t('subscription.expired_on'),
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
      {!subscription.active && (
        <Typography color="textSecondary" sx={{ mt: 2 }}>
          {t('subscription.expiredText')}
        </Typography>
      )}
    </SectionCard>
  );
};

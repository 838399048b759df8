import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PackageChoice, PurchasePlan } from '@contract/rules/packages';
import { formatDate, formatMoney } from '../format';

interface PurchaseSummaryProps {
  choice: PackageChoice;
  plan: PurchasePlan;
  currency: string;
  now: Date;
}

/** The last step: what the order buys, from when to when, the converted days of an upgrade, and the price. */
export const PurchaseSummary = ({ choice, plan, currency, now }: PurchaseSummaryProps) => {
  const { t, i18n } = useTranslation('dashboard');
  const startsToday = Math.abs(Date.parse(plan.startsAt) - now.getTime()) < 60_000;
  const rows = [
    {
      label: t('packages.summaryPackage'),
      value: t('packages.summaryPackageValue', {
        months: t('packages.monthsOption', { count: choice.months }),
        devices: t('packages.devicesOption', { count: choice.devices }),
      }),
    },
    {
      label: t('packages.summaryStarts'),
      value: startsToday ? t('packages.startsNow') : formatDate(plan.startsAt, i18n.language),
    },
    { label: t('packages.summaryEnds'), value: formatDate(plan.expiresAt, i18n.language) },
  ];

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 3 } }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1 }}>
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="textSecondary">
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {plan.extraDays > 0 && (
        <Typography color="success.dark" sx={{ mt: 1.5, fontWeight: 600 }}>
          {t('packages.summaryExtraDays', { count: plan.extraDays })}
        </Typography>
      )}
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography variant="h6" component="p">
          {t('packages.summaryTotal')}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {formatMoney(plan.priceCents, currency, i18n.language)}
        </Typography>
      </Box>
    </Box>
  );
};

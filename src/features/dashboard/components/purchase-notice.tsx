import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { LicenseSummary } from '@contract/api/license-summary';
import type { PackageChoice, PurchasePlan } from '@contract/rules/packages';
import { formatDate } from '../format';

interface PurchaseNoticeProps {
  choice: PackageChoice;
  plan: PurchasePlan;
  periods: LicenseSummary['periods'];
  now: Date;
}

/**
 * What changes, and when, before the clinic pays: a renewal at fewer devices takes keys away where its period
 * starts, one at more devices adds keys only then, and a first package bought during the trial waits for its end.
 */
export const PurchaseNotice = ({ choice, plan, periods, now }: PurchaseNoticeProps) => {
  const { t, i18n } = useTranslation('dashboard');
  const date = formatDate(plan.startsAt, i18n.language);
  if (plan.kind === 'buy') {
    const later = Date.parse(plan.startsAt) - now.getTime() >= 60_000;
    return later ? <Alert severity="info">{t('packages.startsAfterTrial')}</Alert> : null;
  }
  if (plan.kind !== 'renew') return null;
  // The renewal follows the last paid period: the device count changes from that period's.
  const before = periods.at(-1)?.devices;
  if (before === undefined || before === choice.devices) return null;
  if (choice.devices < before) {
    return (
      <Alert severity="warning">
        {t('packages.fewerDevices', {
          date,
          devices: t('packages.devicesOption', { count: choice.devices }),
          first: choice.devices + 1,
          last: before,
        })}
      </Alert>
    );
  }
  return <Alert severity="info">{t('packages.moreDevices', { date, first: before + 1, last: choice.devices })}</Alert>;
};

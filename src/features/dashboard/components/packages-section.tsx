import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LicenseSummary } from '@contract/api/license-summary';
import {
  type PackageChoice,
  type PackageDevices,
  type PackageMonths,
  type PurchaseKind,
  packageDevices,
  packageMonths,
  packagePriceKey,
  planPurchase,
} from '@contract/rules/packages';
import { SectionCard } from '@/components/section-card';
import { useGetPackagesQuery } from '../api';
import { formatMoney } from '../format';
import { standingFromSummary } from '../standing';
import { ChoiceCards } from './choice-cards';
import { PurchaseButton } from './purchase-button';
import { PurchaseNotice } from './purchase-notice';
import { PurchaseSummary } from './purchase-summary';

const steps = ['duration', 'devices', 'summary'] as const;

/** The devices of the period running now, else of the last one paid for (bought during the trial). */
const currentDevicesOf = (license: LicenseSummary): number =>
  (license.periods.find((period) => period.current) ?? license.periods.at(-1))?.devices ?? 0;

/** The counts a kind offers: an upgrade only those above the current period's. */
const devicesFor = (kind: PurchaseKind, license: LicenseSummary): PackageDevices[] =>
  kind === 'upgrade' ? packageDevices.filter((devices) => devices > currentDevicesOf(license)) : [...packageDevices];

/** What the devices step preselects: a renewal keeps the current count, an upgrade the next one above it. */
const firstDevicesFor = (kind: PurchaseKind, license: LicenseSummary): PackageDevices => {
  const current = packageDevices.find((devices) => devices === currentDevicesOf(license));
  if (kind === 'renew' && current) return current;
  return devicesFor(kind, license)[0] ?? packageDevices[0];
};

/** Buy, renew or upgrade in three steps (duration, devices, summary) with Back and Next. */
export const PackagesSection = ({ license, emailConfirmed }: { license: LicenseSummary; emailConfirmed: boolean }) => {
  const { t, i18n } = useTranslation('dashboard');
  const { data, isError, refetch } = useGetPackagesQuery();
  const kinds = license.allowedPurchases;
  const [chosenKind, setKind] = useState<PurchaseKind>(kinds[0] ?? 'buy');
  // What the state allows may change under the choice (a payment lands): fall back to what it allows now.
  const kind = kinds.includes(chosenKind) ? chosenKind : (kinds[0] ?? 'buy');
  const [step, setStep] = useState(0);
  const [months, setMonths] = useState<PackageMonths>(packageMonths[0]);
  const [devices, setDevices] = useState<PackageDevices>(() => firstDevicesFor(kinds[0] ?? 'buy', license));
  const stepRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  // The plan is computed for the moment a step is shown; the server computes it again when the order is made.
  const [now, setNow] = useState(() => new Date());

  // Keyboard and screen-reader users land on the new step, not on a button that moved away.
  useEffect(() => {
    if (moved.current) stepRef.current?.focus();
  }, [step]);

  const go = (next: number) => {
    moved.current = true;
    setNow(new Date());
    setStep(next);
  };

  const chooseKind = (next: PurchaseKind | null) => {
    if (!next) return;
    setKind(next);
    setDevices(firstDevicesFor(next, license));
    setNow(new Date());
    setStep(0);
  };

  const prices = useMemo(
    () => Object.fromEntries((data?.packages ?? []).map((entry) => [packagePriceKey(entry), entry.priceCents])),
    [data],
  );
  const money = (cents: number) => formatMoney(cents, data?.currency ?? 'USD', i18n.language);
  const choice: PackageChoice = { months, devices };
  const plan = planPurchase(kind, choice, standingFromSummary(license, now), now, prices);

  const lead = kinds.includes('buy') ? t('packages.leadBuy') : t('packages.leadRenew');

  if (!data) {
    return (
      <SectionCard id="dashboard-packages" title={t('packages.title')} lead={lead}>
        {isError ? (
          <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}>
            {t('loadFailed')}
          </Alert>
        ) : (
          <Skeleton variant="rounded" height={220} aria-label={t('loading')} />
        )}
      </SectionCard>
    );
  }

  const cheapest = (forMonths: number) =>
    Math.min(
      ...packageDevices.map(
        (count) => prices[packagePriceKey({ months: forMonths as PackageMonths, devices: count })] ?? Infinity,
      ),
    );

  return (
    <SectionCard id="dashboard-packages" title={t('packages.title')} lead={lead}>
      {kinds.length > 1 && (
        <Box sx={{ mb: 3 }}>
          <Typography id="purchase-kind-label" variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {t('packages.kindLabel')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={kind}
            onChange={(_event, next: PurchaseKind | null) => chooseKind(next)}
            aria-labelledby="purchase-kind-label"
          >
            {kinds.map((entry) => (
              <ToggleButton key={entry} value={entry} sx={{ px: 3 }}>
                {t(`packages.kind.${entry}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      )}
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {steps.map((name) => (
          <Step key={name}>
            <StepLabel>{t(`packages.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box ref={stepRef} tabIndex={-1} sx={{ outline: 'none' }}>
        {steps[step] === 'duration' && (
          <ChoiceCards
            id="package-months"
            legend={t('packages.durationLegend')}
            value={months}
            onChange={(value) => setMonths(value as PackageMonths)}
            choices={packageMonths.map((value) => ({
              value,
              label: t('packages.monthsOption', { count: value }),
              detail: t('packages.fromPrice', { price: money(cheapest(value)) }),
            }))}
          />
        )}
        {steps[step] === 'devices' && (
          <ChoiceCards
            id="package-devices"
            legend={t('packages.devicesLegend')}
            value={devices}
            onChange={(value) => setDevices(value as PackageDevices)}
            choices={devicesFor(kind, license).map((value) => ({
              value,
              label: t('packages.devicesOption', { count: value }),
              detail: money(prices[packagePriceKey({ months, devices: value })] ?? 0),
            }))}
          />
        )}
        {steps[step] === 'summary' &&
          (plan ? (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <PurchaseSummary choice={choice} plan={plan} currency={data.currency} now={now} />
              <PurchaseNotice choice={choice} plan={plan} periods={license.periods} now={now} />
            </Box>
          ) : (
            <Alert severity="warning">{t('packages.unavailable')}</Alert>
          ))}
      </Box>
      <Box sx={{ mt: 3, display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button onClick={() => go(step - 1)} disabled={step === 0}>
          {t('packages.back')}
        </Button>
        {step < steps.length - 1 ? (
          <Button variant="contained" onClick={() => go(step + 1)}>
            {t('packages.next')}
          </Button>
        ) : (
          plan && (
            <PurchaseButton
              kind={kind}
              choice={choice}
              price={money(plan.priceCents)}
              emailConfirmed={emailConfirmed}
            />
          )
        )}
      </Box>
    </SectionCard>
  );
};

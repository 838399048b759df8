import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { useAccountQuery } from '@/api/account-api';
import { PageHeading } from '@/components/page-heading';
import { dashboardApi, useGetLicenseQuery, useGetOrdersQuery } from '../api';
import { AccountNameEditor } from '../components/account-name-editor';
import { InstallersSection } from '../components/installers-section';
import { KeysSection } from '../components/keys-section';
import { OrdersSection } from '../components/orders-section';
import { PackagesSection } from '../components/packages-section';
import { PaymentNotice, usePaymentReturn } from '../components/payment-notice';
import { SubscriptionSection } from '../components/subscription-section';
import { TrialSection } from '../components/trial-section';

const confirmationPollMs = 2000;

interface DashboardPageProps {
  /** Sections of other features, shown after the keys (composed in app/: a feature never imports another). */
  afterKeys?: ReactNode;
}

export const DashboardPage = ({ afterKeys }: DashboardPageProps = {}) => {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const { data: account } = useAccountQuery();
  const payment = usePaymentReturn();
  const orders = useGetOrdersQuery();
  // Back from a paid checkout before the provider's confirmation arrived: watch until the order is settled.
  const confirming = payment.outcome === 'paid' && orders.data?.orders[0]?.status === 'pending';
  const license = useGetLicenseQuery(undefined, { pollingInterval: confirming ? confirmationPollMs : 0 });
  useGetOrdersQuery(undefined, { pollingInterval: confirming ? confirmationPollMs : 0 });

  // A payment that settles changes the device count: the keys table is asked again.
  const wasConfirming = useRef(confirming);
  useEffect(() => {
    if (wasConfirming.current && !confirming) dispatch(dashboardApi.util.invalidateTags(['Keys', 'License']));
    wasConfirming.current = confirming;
  }, [confirming, dispatch]);

  const emailConfirmed = account?.company.emailConfirmed ?? false;
  const email = account?.company.email ?? '';

  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      {payment.outcome && (
        <PaymentNotice outcome={payment.outcome} confirming={confirming} onDismiss={payment.dismiss} />
      )}
      <Stack spacing={3} sx={{ maxWidth: 1100 }}>
        {license.data ? (
          license.data.plan === 'subscription' && license.data.subscription ? (
            <SubscriptionSection subscription={license.data.subscription} periods={license.data.periods} />
          ) : (
            <>
              <TrialSection license={license.data} />
              {/* A package bought during the trial waits for its end: shown with its dates from now on. */}
              {license.data.periods.length > 0 && (
                <SubscriptionSection subscription={null} periods={license.data.periods} />
              )}
            </>
          )
        ) : license.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void license.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('loadFailed')}
          </Alert>
        ) : (
          <Skeleton variant="rounded" height={260} aria-label={t('loading')} />
        )}
        {license.data && <PackagesSection license={license.data} emailConfirmed={emailConfirmed} />}
        <InstallersSection emailConfirmed={emailConfirmed} email={email} />
        <KeysSection emailConfirmed={emailConfirmed} email={email} />
        {afterKeys}
        {account && <AccountNameEditor name={account.company.name} />}
        {orders.data && orders.data.orders.length > 0 && <OrdersSection orders={orders.data.orders} />}
      </Stack>
    </>
  );
};

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageChoice, PurchaseKind } from '@contract/rules/packages';
import { problemCode, statusOf } from '@/api/problem';
import { useCreateOrderMutation, useGetLicenseQuery } from '../api';
import { checkoutRedirect } from '../checkout-redirect';

type Failure = 'notAllowed' | 'emailNeeded' | 'providerDown' | 'orderFailed';

const failureOf = (error: unknown): Failure => {
  const code = problemCode(error);
  if (code === 'PURCHASE_NOT_ALLOWED') return 'notAllowed';
  if (code === 'EMAIL_NOT_CONFIRMED') return 'emailNeeded';
  return statusOf(error) === 503 ? 'providerDown' : 'orderFailed';
};

interface PurchaseButtonProps {
  kind: PurchaseKind;
  choice: PackageChoice;
  /** The formatted total, for the button's label. */
  price: string;
  emailConfirmed: boolean;
}

/** Creates the order at the server's price and leaves for the provider's checkout; failures say what to do. */
export const PurchaseButton = ({ kind, choice, price, emailConfirmed }: PurchaseButtonProps) => {
  const { t } = useTranslation('dashboard');
  const [createOrder, { isLoading }] = useCreateOrderMutation();
  const { refetch: refetchLicense } = useGetLicenseQuery();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const buy = async () => {
    setFailure(null);
    try {
      const { checkoutUrl } = await createOrder({ kind, ...choice }).unwrap();
      setRedirecting(true);
      checkoutRedirect.go(checkoutUrl);
    } catch (error) {
      const reason = failureOf(error);
      setFailure(reason);
      // The company's state moved on (paid in another tab, say): show what it allows now.
      if (reason === 'notAllowed') void refetchLicense();
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1.5, flexGrow: 1 }}>
      <Button
        variant="contained"
        size="large"
        onClick={() => void buy()}
        loading={isLoading || redirecting}
        disabled={!emailConfirmed}
      >
        {t(`packages.pay.${kind}`, { price })}
      </Button>
      {!emailConfirmed && (
        <Typography variant="body2" color="textSecondary">
          {t('packages.emailNeeded')}
        </Typography>
      )}
      {redirecting && (
        <Typography variant="body2" color="textSecondary" role="status">
          {t('packages.redirecting')}
        </Typography>
      )}
      {failure && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {t(`packages.${failure}`)}
        </Alert>
      )}
    </Box>
  );
};

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

export type PaymentOutcome = 'paid' | 'cancelled';

/** How the checkout ended (the provider sends the visitor back with `?payment=paid|cancelled`). */
export const usePaymentReturn = () => {
  const [params, setParams] = useSearchParams();
  const value = params.get('payment');
  const outcome: PaymentOutcome | null = value === 'paid' || value === 'cancelled' ? value : null;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );
  return { outcome, dismiss };
};

interface PaymentNoticeProps {
  outcome: PaymentOutcome;
  /** Paid at the provider, but its confirmation has not reached us yet. */
  confirming: boolean;
  onDismiss: () => void;
}

export const PaymentNotice = ({ outcome, confirming, onDismiss }: PaymentNoticeProps) => {
  const { t } = useTranslation('dashboard');
  const message = outcome === 'cancelled' ? 'cancelled' : confirming ? 'pending' : 'paid';
  return (
    <Alert
      severity={message === 'paid' ? 'success' : 'info'}
      role="status"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onDismiss}>
          {t('payment.dismiss')}
        </Button>
      }
    >
      {t(`payment.${message}`)}
    </Alert>
  );
};

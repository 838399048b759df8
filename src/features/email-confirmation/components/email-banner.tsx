import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAccountQuery } from '@/api/account-api';
import { useResendConfirmation } from '../use-resend-confirmation';

/** The cabinet's warning while the company e-mail is unconfirmed, with a way to get a new link. */
export const EmailBanner = () => {
  const { t } = useTranslation(['email-confirmation', 'notifications']);
  const { data: account } = useAccountQuery();
  const { resend, isSending } = useResendConfirmation();

  if (!account || account.company.emailConfirmed) return null;

  return (
    <Alert
      severity="warning"
      sx={{ mb: { xs: 3, md: 4 }, alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
      action={
        <Button color="inherit" size="small" onClick={() => void resend()} loading={isSending} disabled={isSending}>
          {t('banner.resend')}
        </Button>
      }
    >
      <strong>{t('notifications:emailNotConfirmed')}</strong>{' '}
      {t('banner.explanation', { email: account.company.email })}
    </Alert>
  );
};

import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountQuery } from '@/api/account-api';
import { CabinetBanner } from '@/components/cabinet-banner';
import { listenForEmailConfirmed } from '../confirmation-broadcast';
import { useResendConfirmation } from '../use-resend-confirmation';

/**
 * While the e-mail is unconfirmed, asks for the account again when another tab confirms it or when this tab comes
 * back into view (the link may have been opened on a phone), so the warning goes and the cabinet unlocks.
 */
const useRecheckWhileUnconfirmed = (unconfirmed: boolean, refetch: () => unknown) => {
  useEffect(() => {
    if (!unconfirmed) return undefined;
    const stopListening = listenForEmailConfirmed(() => void refetch());
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopListening();
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [unconfirmed, refetch]);
};

/** The cabinet's warning while the company e-mail is unconfirmed, with a way to get a new link. */
export const EmailBanner = () => {
  const { t } = useTranslation(['email-confirmation', 'notifications']);
  const { data: account, refetch } = useAccountQuery();
  const { resend, isSending } = useResendConfirmation();
  useRecheckWhileUnconfirmed(account?.company.emailConfirmed === false, refetch);

  if (!account || account.company.emailConfirmed) return null;

  return (
    <CabinetBanner
      severity="warning"
      title={t('notifications:emailNotConfirmed')}
      action={
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          onClick={() => void resend()}
          loading={isSending}
          disabled={isSending}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {t('banner.resend')}
        </Button>
      }
    >
      {t('banner.explanation', { email: account.company.email })}
    </CabinetBanner>
  );
};

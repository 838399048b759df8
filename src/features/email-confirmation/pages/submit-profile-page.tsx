import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { emailConfirmationHours } from '@contract/rules/account';
import { paths } from '@contract/rules/routes';
import { isNetworkError, problemCode } from '@/api/problem';
import { selectSessionToken } from '@/session/session-state';
import { useConfirmEmailQuery } from '../api';
import { ConfirmationIllustration, type IllustrationState } from '../components/confirmation-illustration';
import { useResendConfirmation } from '../use-resend-confirmation';

const failureReason = (error: unknown): 'superseded' | 'expired' | 'invalid' | 'network' | 'unexpected' => {
  const code = problemCode(error);
  if (code === 'TOKEN_SUPERSEDED') return 'superseded';
  if (code === 'TOKEN_EXPIRED') return 'expired';
  if (code === 'TOKEN_INVALID' || code === 'VALIDATION_FAILED' || code === 'NOT_FOUND') return 'invalid';
  return isNetworkError(error) ? 'network' : 'unexpected';
};

/** Where to go next: the cabinet for a signed-in visitor, otherwise sign-in (which then opens the cabinet). */
const useCabinetTarget = () => {
  const signedIn = useAppSelector(selectSessionToken) !== null;
  return { signedIn, to: signedIn ? paths.company : `${paths.signIn}?next=${encodeURIComponent(paths.company)}` };
};

const ResultCard = ({ state, title, children }: { state: IllustrationState; title: string; children: ReactNode }) => (
  <Container maxWidth="sm" sx={{ py: { xs: 5, md: 10 } }}>
    <Card
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', border: 1, borderColor: 'divider' }}
      aria-busy={state === 'loading'}
    >
      <Stack spacing={3} sx={{ alignItems: 'center' }}>
        <ConfirmationIllustration state={state} />
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {children}
      </Stack>
    </Card>
  </Container>
);

const ResendOffer = () => {
  const { t } = useTranslation('email-confirmation');
  const { signedIn, to } = useCabinetTarget();
  const { resend, isSending } = useResendConfirmation();
  if (signedIn) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography color="textSecondary">{t('failure.resendSignedIn')}</Typography>
        <Button variant="contained" size="large" onClick={() => void resend()} loading={isSending} disabled={isSending}>
          {t('failure.resend')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography color="textSecondary">{t('failure.resendSignedOut')}</Typography>
      <Button variant="contained" size="large" component={RouterLink} to={to}>
        {t('failure.signIn')}
      </Button>
    </Stack>
  );
};

/** `/submit-profile/:token`: the link of the confirmation e-mail confirms on arrival and tells how it went. */
export const SubmitProfilePage = () => {
  const { t } = useTranslation(['email-confirmation', 'notifications']);
  const { token = '' } = useParams();
  const { data, error, isFetching, refetch } = useConfirmEmailQuery(token);
  const { signedIn, to } = useCabinetTarget();

  if (isFetching || (!data && !error)) {
    return (
      <ResultCard state="loading" title={t('title')}>
        <Typography color="textSecondary" role="status">
          {t('loading')}
        </Typography>
      </ResultCard>
    );
  }

  if (data) {
    const already = data.result === 'already-confirmed';
    return (
      <ResultCard state="success" title={t(already ? 'success.alreadyTitle' : 'success.title')}>
        <Typography color="textSecondary">{t(already ? 'success.alreadyBody' : 'success.body')}</Typography>
        <Button variant="contained" size="large" component={RouterLink} to={to}>
          {t(signedIn ? 'success.toCabinet' : 'success.signIn')}
        </Button>
      </ResultCard>
    );
  }

  const reason = failureReason(error);
  if (reason === 'superseded') {
    // Not an error of the visitor's: they asked for a newer link, and that one is what works.
    return (
      <ResultCard state="error" title={t('superseded.title')}>
        <Typography color="textSecondary">{t('superseded.body')}</Typography>
        <ResendOffer />
      </ResultCard>
    );
  }
  return (
    <ResultCard state="error" title={t('notifications:emailConfirmationFailed')}>
      <Typography color="textSecondary">{t(`failure.${reason}`, { hours: emailConfirmationHours })}</Typography>
      {reason === 'expired' || reason === 'invalid' ? (
        <ResendOffer />
      ) : (
        <Button variant="contained" size="large" onClick={() => void refetch()}>
          {t('failure.retry')}
        </Button>
      )}
    </ResultCard>
  );
};

import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { useGetPlatformQuery, useLinkPlatformMutation, useUnlinkPlatformMutation } from '../api';
import { problemOf } from '@/api/problem';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionCard } from '@/components/section-card';

export const PlatformSection = () => {
  const { t, i18n } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const { data, isLoading } = useGetPlatformQuery();
  const [link, linking] = useLinkPlatformMutation();
  const [unlink, unlinking] = useUnlinkPlatformMutation();
  const [token, setToken] = useState('');
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) {
      setTokenError(t('platform.tokenRequired'));
      return;
    }
    try {
      await link(token.trim()).unwrap();
      setToken('');
      setTokenError(null);
      dispatch(showSnackbar({ type: 'success', message: 'settings:platform.linked' }));
    } catch (error) {
      const code = problemOf(error)?.code;
      if (code === 'PLATFORM_NOT_CONFIGURED') setTokenError(t('platform.notConfigured'));
      else if (code === 'PLATFORM_TOKEN_REJECTED' || code === 'VALIDATION_FAILED') {
        setTokenError(t('platform.tokenRejected'));
      } else setTokenError(t('platform.unavailable'));
    }
  };

  const confirmUnlink = async () => {
    try {
      await unlink().unwrap();
      dispatch(showSnackbar({ type: 'success', message: 'settings:platform.unlinked' }));
    } catch {
      dispatch(showSnackbar({ type: 'error', message: 'settings:platform.unlinkFailed' }));
    }
    setConfirming(false);
  };

  const linkedAt = data?.linkedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(data.linkedAt))
    : '';

  return (
    <SectionCard id="settings-platform" title={t('platform.title')} lead={t('platform.lead')}>
      {isLoading || !data ? (
        <Skeleton variant="rounded" height={56} aria-label={t('loading')} />
      ) : data.linked ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Chip icon={<LinkIcon />} color="success" label={t('platform.linkedChip')} />
          <Typography color="textSecondary" sx={{ flexGrow: 1 }}>
            {t('platform.linkedSince', { date: linkedAt })}
          </Typography>
          <Button color="error" variant="outlined" startIcon={<LinkOffIcon />} onClick={() => setConfirming(true)}>
            {t('platform.unlink')}
          </Button>
        </Stack>
      ) : !data.configured ? (
        <Alert severity="info">{t('platform.notConfigured')}</Alert>
      ) : (
        <Stack
          component="form"
          noValidate
          onSubmit={(event: FormEvent) => void submit(event)}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: 'flex-start' }}
        >
          <TextField
            id="platform-token"
            label={t('platform.token')}
            value={token}
            onChange={(event) => setToken(event.target.value)}
            error={tokenError !== null}
            helperText={tokenError ?? t('platform.tokenHint')}
            autoComplete="off"
            required
            fullWidth
            sx={{ maxWidth: { sm: 480 } }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<LinkIcon />}
            loading={linking.isLoading}
            sx={{ mt: { sm: 1 } }}
          >
            {t('platform.link')}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('platform.unlinkTitle')}
        text={t('platform.unlinkText')}
        confirmLabel={t('platform.unlink')}
        busy={unlinking.isLoading}
        onConfirm={() => void confirmUnlink()}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
};

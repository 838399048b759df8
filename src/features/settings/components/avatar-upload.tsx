import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import BusinessIcon from '@mui/icons-material/Business';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarMaxBytes as maxBytes, avatarMediaTypes } from '@contract/rules/avatar';
import type { ErrorCode } from '@contract/api/errors';
import { useApiBase } from '../use-api-base';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { visuallyHidden } from '@/components/visually-hidden';
import { selectSessionToken } from '@/session/session-state';
import { settingsApi, useGetAvatarQuery } from '../api';
import { avatarSrc, uploadAvatar } from '../upload-avatar';
import { SectionCard } from '@/components/section-card';

const accepted: readonly string[] = avatarMediaTypes;
type ProblemKey = 'avatar.tooLarge' | 'avatar.wrongType' | 'avatar.storageReadOnly' | 'avatar.storageFull';

/**
 * What the form says under the button for the answers a clinic can act on; others get the snackbar alone. The
 * storage answers go by their code: a 503 can also be the database's, which says nothing about the files.
 */
const problemKeyByCode: Partial<Record<ErrorCode, ProblemKey>> = {
  STORAGE_READ_ONLY: 'avatar.storageReadOnly',
  STORAGE_UNAVAILABLE: 'avatar.storageReadOnly',
  STORAGE_FULL: 'avatar.storageFull',
};
// A proxy's own 413 or 415 carries no problem body, and means the same.
const problemKeyByStatus: Partial<Record<number, ProblemKey>> = { 413: 'avatar.tooLarge', 415: 'avatar.wrongType' };

export const AvatarUpload = () => {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectSessionToken);
  const apiBase = useApiBase();
  const { data } = useGetAvatarQuery();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!accepted.includes(file.type) || file.size > maxBytes) {
      setProblem(file.size > maxBytes ? t('avatar.tooLarge') : t('avatar.wrongType'));
      dispatch(showSnackbar({ type: 'error', message: 'notifications:avatarUploadFailed' }));
      return;
    }
    setProblem(null);
    setProgress(0);
    dispatch(showSnackbar({ type: 'info', message: 'notifications:avatarUploading' }));
    const result = await uploadAvatar(apiBase, token, file, setProgress);
    setProgress(null);
    if (result.ok) {
      // The upload is not an RTK Query mutation (it reports progress), so it invalidates what it changed itself.
      dispatch(settingsApi.util.invalidateTags(['Avatar', 'Account']));
      dispatch(showSnackbar({ type: 'success', message: 'notifications:avatarUploaded' }));
    } else {
      const problemKey = (result.code && problemKeyByCode[result.code]) ?? problemKeyByStatus[result.status];
      setProblem(problemKey ? t(problemKey) : null);
      dispatch(showSnackbar({ type: 'error', message: 'notifications:avatarUploadFailed' }));
    }
  };

  return (
    <SectionCard id="settings-avatar" title={t('avatar.title')} lead={t('avatar.lead')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Avatar
          variant="rounded"
          src={data?.url ? avatarSrc(apiBase, data.url) : undefined}
          alt={data?.url ? t('avatar.alt') : undefined}
          // A logo sits on white inside a thin frame, so a wide or transparent one shows no grey bands around it.
          sx={{
            width: 96,
            height: 96,
            color: 'text.secondary',
            bgcolor: data?.url ? 'common.white' : 'grey.100',
            border: 1,
            borderColor: 'divider',
          }}
          slotProps={{ img: { sx: { objectFit: 'contain' } } }}
        >
          <BusinessIcon fontSize="large" />
        </Avatar>
        <Stack spacing={1.5} sx={{ flexGrow: 1, minWidth: 0 }}>
          <div>
            <Button
              variant="outlined"
              startIcon={<CloudUploadIcon />}
              onClick={() => input.current?.click()}
              loading={progress !== null}
              loadingPosition="start"
            >
              {data?.url ? t('avatar.replace') : t('avatar.upload')}
            </Button>
            <Box
              component="input"
              ref={input}
              type="file"
              accept={accepted.join(',')}
              aria-label={t('avatar.upload')}
              data-testid="avatar-input"
              tabIndex={-1}
              onChange={(event: ChangeEvent<HTMLInputElement>) => void onFile(event)}
              sx={visuallyHidden}
            />
          </div>
          {progress !== null && (
            <LinearProgress variant="determinate" value={progress} aria-label={t('avatar.progress')} />
          )}
          <Typography variant="body2" color={problem ? 'error' : 'textSecondary'} role={problem ? 'alert' : undefined}>
            {problem ?? t('avatar.rules')}
          </Typography>
        </Stack>
      </Stack>
    </SectionCard>
  );
};

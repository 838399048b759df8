import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import type { CompanyCard } from '@contract/api/cards';
import { problemCode } from '@/api/problem';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { useCreatePatientRecordMutation } from '../api';
import { formatDate } from '../format';

const knownReasons = new Set(['unavailable', 'token-rejected', 'rejected']);

/**
 * "Create patient record" of one card: the button while the company is linked to the patient platform, "Sending…"
 * while it goes, then the date it was sent, or the recorded reason it failed with a retry.
 */
export const PatientRecordAction = ({ card, linked }: { card: CompanyCard; linked: boolean }) => {
  const { t, i18n } = useTranslation('shared-plans');
  const dispatch = useAppDispatch();
  const [create, { isLoading }] = useCreatePatientRecordMutation();
  const record = card.patientRecord;
  const name = card.patientName;

  if (record.state === 'sent') {
    return (
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <CheckCircleOutlinedIcon fontSize="small" color="success" />
        <Typography variant="body2">
          {t('record.sent', { date: record.sentAt ? formatDate(record.sentAt, i18n.language) : '' })}
        </Typography>
      </Stack>
    );
  }
  if (!linked) return null;

  const send = async () => {
    try {
      await create(card.id).unwrap();
    } catch (error) {
      const code = problemCode(error);
      if (code === 'PLATFORM_NOT_LINKED') {
        dispatch(showSnackbar({ type: 'error', message: 'shared-plans:record.notLinked' }));
      } else if (code === 'PLATFORM_NOT_CONFIGURED') {
        dispatch(showSnackbar({ type: 'error', message: 'shared-plans:record.notConfigured' }));
      }
    }
  };

  const failed = record.state === 'failed' && !isLoading;
  const reason = record.lastError && knownReasons.has(record.lastError) ? record.lastError : 'unknown';
  return (
    <Box sx={{ minWidth: 0 }}>
      {failed && (
        <Typography variant="body2" color="error" role="status" sx={{ mb: 0.75 }}>
          {t('record.failed', { reason: t(`record.reason.${reason as 'unknown'}`) })}
        </Typography>
      )}
      <Button
        size="small"
        variant="outlined"
        startIcon={<PersonAddAltOutlinedIcon />}
        loading={isLoading}
        loadingPosition="start"
        onClick={() => void send()}
        aria-label={failed ? t('record.retryOf', { name }) : t('record.createOf', { name })}
      >
        {isLoading ? t('record.sending') : failed ? t('record.retry') : t('record.create')}
      </Button>
    </Box>
  );
};

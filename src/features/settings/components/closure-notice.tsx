import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAccountQuery } from '@/api/account-api';
import { statusOf } from '@/api/problem';
import { useAppDispatch } from '@/app/hooks';
import { formatDate } from '@/components/intl-format';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { useCancelClosureMutation } from '../closure-api';

/**
 * On every cabinet page while the closure is pending: the day of the erasure, and for the owner the way back.
 * `onCancelled` runs once the notice (and the button that had the focus) is about to go: the page moves the focus on.
 */
export const ClosureNotice = ({ onCancelled }: { onCancelled?: () => void }) => {
  const { t, i18n } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const { data: account } = useAccountQuery();
  const [cancelClosure, { isLoading }] = useCancelClosureMutation();
  const scheduledFor = account?.closure?.scheduledFor;
  if (!account || !scheduledFor) return null;

  const cancel = async () => {
    try {
      await cancelClosure().unwrap();
      onCancelled?.();
      dispatch(showSnackbar({ type: 'success', message: 'settings:closure.cancelled' }));
    } catch (error) {
      // 409: nothing is pending any more (cancelled elsewhere); the account's refetch drops the notice.
      const message = statusOf(error) === 409 ? 'settings:closure.notPending' : 'settings:closure.cancelFailed';
      dispatch(showSnackbar({ type: statusOf(error) === 409 ? 'info' : 'error', message }));
    }
  };

  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ mb: { xs: 3, md: 4 }, alignItems: 'flex-start', '& .MuiAlert-message': { flexGrow: 1, minWidth: 0 } }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: { xs: 1, sm: 2 },
        }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box component="strong" sx={{ display: 'block' }}>
            {t('closure.notice', { date: formatDate(scheduledFor, i18n.language) })}
          </Box>
          {t(account.role === 'owner' ? 'closure.noticeOwner' : 'closure.noticeStaff')}
        </Box>
        {account.role === 'owner' && (
          <Button
            variant="contained"
            color="error"
            size="small"
            onClick={() => void cancel()}
            loading={isLoading}
            sx={{ flexShrink: 0 }}
          >
            {t('closure.cancel')}
          </Button>
        )}
      </Box>
    </Alert>
  );
};

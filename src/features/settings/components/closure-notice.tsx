import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAccountQuery } from '@/api/account-api';
import { statusOf } from '@/api/problem';
import { useAppDispatch } from '@/app/hooks';
import { CabinetBanner } from '@/components/cabinet-banner';
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
    <CabinetBanner
      severity="error"
      variant="outlined"
      title={t('closure.notice', { date: formatDate(scheduledFor, i18n.language) })}
      action={
        account.role === 'owner' && (
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
        )
      }
    >
      {t(account.role === 'owner' ? 'closure.noticeOwner' : 'closure.noticeStaff')}
    </CabinetBanner>
  );
};

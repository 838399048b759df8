import { useAppDispatch } from '@/app/hooks';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { useResendConfirmationMutation } from './api';

/** Sends a new confirmation link and reports the outcome in the snackbar. */
export const useResendConfirmation = () => {
  const dispatch = useAppDispatch();
  const [sendResend, { isLoading }] = useResendConfirmationMutation();
  const resend = async () => {
    try {
      await sendResend().unwrap();
      dispatch(showSnackbar({ type: 'success', message: 'notifications:confirmationEmailSent' }));
    } catch (error) {
      const alreadyConfirmed = (error as { status?: unknown }).status === 409;
      dispatch(
        alreadyConfirmed
          ? showSnackbar({ type: 'info', message: 'email-confirmation:alreadyConfirmedNotice' })
          : showSnackbar({ type: 'error', message: 'notifications:confirmationEmailSendFailed' }),
      );
    }
  };
  return { resend, isSending: isLoading };
};

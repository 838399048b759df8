import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { hideSnackbar, selectSnackbar } from './snackbar-slice';

const autoHideMs = 6000;

/**
 * Shows the snackbar slice as a notice. The slice holds a translation key (`notifications:rowSaved`) and optional
 * interpolation values, never a sentence, so the notice follows the current language. Its own chunk: SnackbarHost
 * loads it the first time a notice is shown.
 */
export const SnackbarNotice = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { isShow, type, message, values } = useAppSelector(selectSnackbar);

  const close = (_event?: Event | SyntheticEvent | null, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not dismiss a notice the user may not have read yet.
    if (reason === 'clickaway') return;
    dispatch(hideSnackbar());
  };

  return (
    <Snackbar
      open={isShow && message !== ''}
      autoHideDuration={autoHideMs}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={type}
        onClose={close}
        closeText={t('snackbar.close')}
        sx={{ width: '100%', boxShadow: 6, border: 1, borderColor: 'divider' }}
      >
        {message ? t(message as never, values) : null}
      </Alert>
    </Snackbar>
  );
};

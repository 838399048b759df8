import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { emailMaxLength, passwordMaxLength } from '@contract/rules/account';
import { fieldReason, isRateLimited, statusOf } from '@/api/problem';
import { formatDate } from '@/components/intl-format';
import { useCloseAccountMutation } from '../closure-api';

interface ClosureDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the dialog has gone: the opener may be gone too (the closure is pending), so the section moves focus. */
  onExited: () => void;
}

const initialValues = { email: '', password: '' };
type Values = typeof initialValues;

/**
 * Asks the owner to type the company's e-mail and the password, then shows the day of the erasure. The form's
 * fields take focus on opening and the confirmation's button after scheduling, so the keyboard never lands on the
 * page behind the dialog.
 */
export const ClosureDialog = ({ open, onClose, onExited }: ClosureDialogProps) => {
  const { t, i18n } = useTranslation('settings');
  const [closeAccount] = useCloseAccountMutation();
  const [scheduledFor, setScheduledFor] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<Values>({
    initialValues,
    validationSchema: yup.object({
      email: yup.string().trim().required(t('closure.emailRequired')).max(emailMaxLength),
      password: yup.string().required(t('closure.passwordRequired')).max(passwordMaxLength),
    }),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const result = await closeAccount({ email: values.email.trim(), password: values.password }).unwrap();
        setScheduledFor(result.scheduledFor);
      } catch (error) {
        if (fieldReason(error, 'body/email')) helpers.setFieldError('email', t('closure.emailMismatch'));
        else if (fieldReason(error, 'body/password')) helpers.setFieldError('password', t('closure.passwordWrong'));
        else if (statusOf(error) === 409) setFailure(t('closure.alreadyPending'));
        else if (isRateLimited(error)) setFailure(t('closure.tooMany'));
        else setFailure(t('closure.failed'));
      }
    },
  });

  const close = () => {
    if (formik.isSubmitting) return;
    onClose();
  };
  // The next opening starts over, with empty fields and no old answer.
  const reset = () => {
    formik.resetForm();
    setScheduledFor(null);
    setFailure(null);
    onExited();
  };

  const field = (name: keyof Values, label: string, autoComplete: string, type: string) => (
    <TextField
      id={`closure-${name}`}
      name={name}
      type={type}
      label={label}
      autoComplete={autoComplete}
      required
      fullWidth
      autoFocus={name === 'email'}
      value={formik.values[name]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(formik.touched[name] && formik.errors[name])}
      helperText={formik.touched[name] ? formik.errors[name] : undefined}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="closure-dialog-title"
      aria-describedby="closure-dialog-text"
      slotProps={{ transition: { onExited: reset } }}
    >
      <DialogTitle id="closure-dialog-title">{t('closure.dialogTitle')}</DialogTitle>
      {scheduledFor ? (
        <>
          <DialogContent>
            <DialogContentText id="closure-dialog-text">
              {t('closure.scheduled', { date: formatDate(scheduledFor, i18n.language) })}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose} autoFocus>
              {t('closure.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={formik.handleSubmit}>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText id="closure-dialog-text">{t('closure.dialogText')}</DialogContentText>
              {failure && (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              )}
              {field('email', t('closure.email'), 'off', 'email')}
              {field('password', t('closure.password'), 'current-password', 'password')}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={formik.isSubmitting}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="contained" color="error" loading={formik.isSubmitting}>
              {t('closure.confirm')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
};

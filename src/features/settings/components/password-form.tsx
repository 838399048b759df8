import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { passwordMaxLength, passwordMinLength } from '@contract/rules/account';
import { useAppDispatch } from '@/app/hooks';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { useChangeOwnPasswordMutation, useChangePasswordMutation } from '../api';
import { fieldReason } from '@/api/problem';
import { SectionCard } from '@/components/section-card';

const initialValues = { currentPassword: '', newPassword: '', repeatPassword: '' };
type Values = typeof initialValues;

interface PasswordFormProps {
  /** The owner changes the company password; an admin the password of their own staff login. */
  whose: 'company' | 'own';
}

/** The signed-in person's password; their other devices are signed out by the server when it changes. */
export const PasswordForm = ({ whose }: PasswordFormProps) => {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const [changeCompanyPassword] = useChangePasswordMutation();
  const [changeOwnPassword] = useChangeOwnPasswordMutation();
  const changePassword = whose === 'company' ? changeCompanyPassword : changeOwnPassword;

  const formik = useFormik<Values>({
    initialValues,
    validationSchema: yup.object({
      currentPassword: yup.string().required(t('password.currentRequired')),
      newPassword: yup
        .string()
        .required(t('password.newRequired'))
        .min(passwordMinLength, t('password.newMin'))
        .max(passwordMaxLength),
      repeatPassword: yup
        .string()
        .required(t('password.repeatRequired'))
        .oneOf([yup.ref('newPassword')], t('password.mustMatch')),
    }),
    onSubmit: async (values, helpers) => {
      try {
        await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }).unwrap();
        helpers.resetForm();
        dispatch(showSnackbar({ type: 'success', message: 'settings:password.changed' }));
      } catch (error) {
        if (fieldReason(error, 'body/currentPassword') === 'incorrect') {
          helpers.setFieldError('currentPassword', t('password.currentWrong'));
        } else {
          dispatch(showSnackbar({ type: 'error', message: 'settings:password.changeFailed' }));
        }
      }
    },
  });

  const field = (name: keyof Values, label: string, autoComplete: string) => (
    <TextField
      id={`password-${name}`}
      name={name}
      type="password"
      label={label}
      autoComplete={autoComplete}
      required
      fullWidth
      value={formik.values[name]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(formik.touched[name] && formik.errors[name])}
      helperText={formik.touched[name] ? formik.errors[name] : undefined}
    />
  );

  return (
    <SectionCard
      id="settings-password"
      title={t('password.title')}
      lead={t(whose === 'company' ? 'password.lead' : 'password.leadOwn')}
    >
      <form noValidate onSubmit={formik.handleSubmit}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>{field('currentPassword', t('password.current'), 'current-password')}</Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>{field('newPassword', t('password.new'), 'new-password')}</Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>{field('repeatPassword', t('password.repeat'), 'new-password')}</Grid>
          <Grid size={12}>
            <Button type="submit" variant="contained" loading={formik.isSubmitting}>
              {t('password.submit')}
            </Button>
          </Grid>
        </Grid>
      </form>
    </SectionCard>
  );
};

import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormikHelpers, useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@contract/rules/routes';
import { problemFields } from '@/api/problem';
import { useResetPasswordMutation } from '../api';
import { AuthCardHeading } from '../components/auth-card-heading';
import { AuthResult } from '../components/auth-result';
import { BackToSignIn } from '../components/back-to-sign-in';
import { FormAlert, type FormFailure } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { SubmitButton } from '../components/submit-button';
import { commonFailure, tokenFailure } from '../forms/failure';
import { type ResetPasswordValues, resetPasswordSchema } from '../forms/schemas';

type Outcome = 'done' | 'expired' | 'invalid' | null;

/** `/reset-password/:token`: the link of a password-reset e-mail. */
export const ResetPasswordPage = () => {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const [sendReset] = useResetPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = async (
    values: ResetPasswordValues,
    { setStatus, setFieldError }: FormikHelpers<ResetPasswordValues>,
  ) => {
    setStatus(undefined);
    try {
      await sendReset({ token, password: values.password }).unwrap();
      setOutcome('done');
    } catch (error) {
      const fields = problemFields(error);
      const linkProblem = tokenFailure(error) ?? (fields.includes('token') ? 'invalid' : null);
      if (linkProblem) setOutcome(linkProblem);
      else if (fields.includes('password')) setFieldError('password', 'validation.passwordMin');
      else setStatus(commonFailure(error) ?? ({ key: 'errors.unexpected' } satisfies FormFailure));
    }
  };

  const formik = useFormik<ResetPasswordValues>({
    initialValues: { password: '', passwordRepeat: '' },
    validationSchema: resetPasswordSchema,
    onSubmit,
  });

  if (outcome === 'done') {
    return (
      <AuthResult
        icon={<CheckRoundedIcon />}
        tone="success"
        title={t('resetPassword.doneTitle')}
        actions={
          <Button variant="contained" size="large" component={RouterLink} to={paths.signIn}>
            {t('resetPassword.signIn')}
          </Button>
        }
      >
        <Typography>{t('resetPassword.doneBody')}</Typography>
      </AuthResult>
    );
  }

  if (outcome === 'expired' || outcome === 'invalid') {
    return (
      <AuthResult
        icon={<LinkOffRoundedIcon />}
        tone="error"
        title={t('resetPassword.linkFailedTitle')}
        actions={
          <>
            <Button variant="contained" size="large" component={RouterLink} to={paths.forgotPassword}>
              {t('resetPassword.requestNew')}
            </Button>
            <BackToSignIn label={t('resetPassword.backToSignIn')} />
          </>
        }
      >
        <Typography>{t(outcome === 'expired' ? 'resetPassword.expired' : 'resetPassword.invalid')}</Typography>
      </AuthResult>
    );
  }

  return (
    <>
      <AuthCardHeading title={t('resetPassword.title')} lead={t('resetPassword.lead')} />
      <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={2.5}>
        <PasswordField formik={formik} name="password" label={t('fields.newPassword')} autoComplete="new-password" />
        <PasswordField
          formik={formik}
          name="passwordRepeat"
          label={t('fields.passwordRepeat')}
          autoComplete="new-password"
        />
        <FormAlert failure={formik.status as FormFailure | undefined} />
        <SubmitButton sending={formik.isSubmitting}>{t('resetPassword.submit')}</SubmitButton>
        <BackToSignIn label={t('resetPassword.backToSignIn')} />
      </Stack>
    </>
  );
};

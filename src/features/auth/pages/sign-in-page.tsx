import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type FormikHelpers, useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@contract/rules/routes';
import { accountApi } from '@/api/account-api';
import { problemCode } from '@/api/problem';
import { useAppDispatch } from '@/app/hooks';
import { useHydrated } from '@/components/use-hydrated';
import { forgetForcedSignOut, wasSignedOutByServer } from '@/session/forced-sign-out';
import { useSignInMutation } from '../api';
import { signIn } from '../auth-slice';
import { AuthCardHeading } from '../components/auth-card-heading';
import { AuthSwitchLink } from '../components/auth-switch-link';
import { FormAlert, type FormFailure } from '../components/form-alert';
import { FormTextField } from '../components/form-text-field';
import { PasswordField } from '../components/password-field';
import { SubmitButton } from '../components/submit-button';
import { commonFailure } from '../forms/failure';
import { type SignInValues, signInSchema } from '../forms/schemas';

const initialValues: SignInValues = { login: '', password: '' };

/** `/sign-in`. Once signed in, the auth layout sends the visitor where they were going, or to the cabinet. */
export const SignInPage = () => {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [sendSignIn] = useSignInMutation();
  // Read once per visit and forgotten at once; shown after hydration, so the prerendered form matches.
  const [forcedOut] = useState(wasSignedOutByServer);
  useEffect(forgetForcedSignOut, []);
  const hydrated = useHydrated();

  const onSubmit = async (values: SignInValues, { setStatus }: FormikHelpers<SignInValues>) => {
    setStatus(undefined);
    try {
      const session = await sendSignIn({ login: values.login.trim(), password: values.password }).unwrap();
      dispatch(signIn(session.token));
      // The answer already holds the account: the cabinet needs no second request for it.
      void dispatch(accountApi.util.upsertQueryData('account', undefined, session.account));
    } catch (error) {
      const code = problemCode(error);
      const failure: FormFailure = commonFailure(error) ?? {
        key:
          code === 'DOCTOR_WEB_SIGN_IN'
            ? 'errors.doctorWebSignIn'
            : code === 'INVALID_CREDENTIALS'
              ? 'errors.invalidCredentials'
              : 'errors.unexpected',
      };
      // Said once, in the form: a snackbar repeating it would only cover the page.
      setStatus(code === 'DOCTOR_WEB_SIGN_IN' ? failure : { ...failure, title: 'notifications:signInFailed' });
    }
  };

  const formik = useFormik<SignInValues>({ initialValues, validationSchema: signInSchema, onSubmit });

  return (
    <>
      <AuthCardHeading title={t('signIn.title')} lead={t('signIn.lead')} />
      {hydrated && forcedOut && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {t('signIn.sessionEnded')}
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={2.5}>
        <FormTextField
          formik={formik}
          name="login"
          label={t('fields.login')}
          autoComplete="username"
          inputMode="email"
        />
        <PasswordField formik={formik} name="password" label={t('fields.password')} autoComplete="current-password" />
        <Link component={RouterLink} to={paths.forgotPassword} sx={{ alignSelf: 'flex-start' }}>
          {t('signIn.forgotPassword')}
        </Link>
        <FormAlert failure={formik.status as FormFailure | undefined} />
        <SubmitButton sending={formik.isSubmitting}>{t('signIn.submit')}</SubmitButton>
        <AuthSwitchLink question={t('signIn.noAccount')} linkText={t('signIn.signUpLink')} to={paths.signUp} />
      </Stack>
    </>
  );
};

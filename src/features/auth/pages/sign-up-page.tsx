import Stack from '@mui/material/Stack';
import { type FormikHelpers, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { fallbackLanguage, matchLanguage } from '@contract/rules/languages';
import { paths } from '@contract/rules/routes';
import { accountApi } from '@/api/account-api';
import { problemCode, problemFields } from '@/api/problem';
import { useAppDispatch } from '@/app/hooks';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { useSignUpMutation } from '../api';
import { signIn } from '../auth-slice';
import { AuthCardHeading } from '../components/auth-card-heading';
import { AuthSwitchLink } from '../components/auth-switch-link';
import { FormAlert, type FormFailure } from '../components/form-alert';
import { FormTextField } from '../components/form-text-field';
import { PasswordField } from '../components/password-field';
import { SubmitButton } from '../components/submit-button';
import { commonFailure } from '../forms/failure';
import { type SignUpValues, signUpSchema } from '../forms/schemas';

const initialValues: SignUpValues = { companyName: '', email: '', password: '', passwordRepeat: '' };

/** What a field the server rejected shows; the form checks the same rules, so this is rare. */
const serverFieldErrors: Partial<Record<keyof SignUpValues, string>> = {
  companyName: 'validation.companyNameRequired',
  email: 'validation.emailInvalid',
  password: 'validation.passwordMin',
};

/** `/sign-up`: creates the company, signs it in, and the auth layout then opens the cabinet. */
export const SignUpPage = () => {
  const { t, i18n } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [sendSignUp] = useSignUpMutation();

  const onSubmit = async (values: SignUpValues, { setStatus, setFieldError }: FormikHelpers<SignUpValues>) => {
    setStatus(undefined);
    let token: string;
    try {
      ({ token } = await sendSignUp({
        companyName: values.companyName.trim(),
        email: values.email.trim(),
        password: values.password,
        language: matchLanguage(i18n.resolvedLanguage) ?? fallbackLanguage,
      }).unwrap());
    } catch (error) {
      if (problemCode(error) === 'EMAIL_TAKEN') {
        setFieldError('email', 'errors.emailTaken');
        return;
      }
      const rejected = problemFields(error).filter((field): field is keyof SignUpValues => field in serverFieldErrors);
      if (rejected.length > 0) {
        for (const field of rejected) setFieldError(field, serverFieldErrors[field]);
        return;
      }
      setStatus(commonFailure(error) ?? ({ key: 'errors.unexpected' } satisfies FormFailure));
      dispatch(showSnackbar({ type: 'error', message: 'notifications:profileCreateFailed' }));
      return;
    }
    // The company exists and its session is kept; the cabinet then needs its account, loaded with the new token.
    dispatch(signIn(token));
    const loaded = await dispatch(accountApi.endpoints.account.initiate(undefined, { forceRefetch: true }));
    if (loaded.isError) dispatch(showSnackbar({ type: 'error', message: 'notifications:signUpSignInFailed' }));
  };

  const formik = useFormik<SignUpValues>({ initialValues, validationSchema: signUpSchema, onSubmit });

  return (
    <>
      <AuthCardHeading title={t('signUp.title')} lead={t('signUp.lead')} />
      <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={2.5}>
        <FormTextField formik={formik} name="companyName" label={t('fields.companyName')} autoComplete="organization" />
        <FormTextField formik={formik} name="email" label={t('fields.email')} type="email" autoComplete="email" />
        <PasswordField formik={formik} name="password" label={t('fields.password')} autoComplete="new-password" />
        <PasswordField
          formik={formik}
          name="passwordRepeat"
          label={t('fields.passwordRepeat')}
          autoComplete="new-password"
        />
        <FormAlert failure={formik.status as FormFailure | undefined} />
        <SubmitButton sending={formik.isSubmitting}>{t('signUp.submit')}</SubmitButton>
        <AuthSwitchLink question={t('signUp.haveAccount')} linkText={t('signUp.signInLink')} to={paths.signIn} />
      </Stack>
    </>
  );
};

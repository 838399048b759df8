import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormikHelpers, useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackLanguage, matchLanguage } from '@contract/rules/languages';
import { passwordResetMinutes } from '@contract/rules/account';
import { problemFields } from '@/api/problem';
import { useForgotPasswordMutation } from '../api';
import { AuthCardHeading } from '../components/auth-card-heading';
import { AuthResult } from '../components/auth-result';
import { BackToSignIn } from '../components/back-to-sign-in';
import { FormAlert, type FormFailure } from '../components/form-alert';
import { FormTextField } from '../components/form-text-field';
import { SubmitButton } from '../components/submit-button';
import { commonFailure } from '../forms/failure';
import { type ForgotPasswordValues, forgotPasswordSchema } from '../forms/schemas';

/**
 * `/forgot-password`. The answer is the same whether or not the address has an account,
 * so the page only ever says "if it exists, a link is on its way".
 */
export const ForgotPasswordPage = () => {
  const { t, i18n } = useTranslation('auth');
  const [sendForgotPassword] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (
    values: ForgotPasswordValues,
    { setStatus, setFieldError }: FormikHelpers<ForgotPasswordValues>,
  ) => {
    setStatus(undefined);
    const email = values.email.trim();
    try {
      await sendForgotPassword({ email, language: matchLanguage(i18n.resolvedLanguage) ?? fallbackLanguage }).unwrap();
      setSentTo(email);
    } catch (error) {
      if (problemFields(error).includes('email')) setFieldError('email', 'validation.emailInvalid');
      else setStatus(commonFailure(error) ?? ({ key: 'errors.unexpected' } satisfies FormFailure));
    }
  };

  const formik = useFormik<ForgotPasswordValues>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit,
  });

  if (sentTo !== null) {
    return (
      <AuthResult
        icon={<MarkEmailReadOutlinedIcon />}
        tone="primary"
        title={t('forgotPassword.sentTitle')}
        actions={
          <>
            <Button variant="outlined" onClick={() => setSentTo(null)} sx={{ alignSelf: 'flex-start' }}>
              {t('forgotPassword.tryAnother')}
            </Button>
            <BackToSignIn label={t('forgotPassword.backToSignIn')} />
          </>
        }
      >
        <Typography sx={{ overflowWrap: 'anywhere' }}>{t('forgotPassword.sentBody', { email: sentTo })}</Typography>
        <Typography sx={{ mt: 1.5 }}>{t('forgotPassword.sentHint', { minutes: passwordResetMinutes })}</Typography>
      </AuthResult>
    );
  }

  return (
    <>
      <AuthCardHeading title={t('forgotPassword.title')} lead={t('forgotPassword.lead')} />
      <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={2.5}>
        <FormTextField formik={formik} name="email" label={t('fields.email')} type="email" autoComplete="email" />
        <FormAlert failure={formik.status as FormFailure | undefined} />
        <SubmitButton sending={formik.isSubmitting}>{t('forgotPassword.submit')}</SubmitButton>
        <BackToSignIn label={t('forgotPassword.backToSignIn')} />
      </Stack>
    </>
  );
};

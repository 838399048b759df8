import { useTranslation } from 'react-i18next';
import { AuthCardHeading } from '../components/auth-card-heading';
import { BackToSignIn } from '../components/back-to-sign-in';

export const ForgotPasswordPage = () => {
  const { t } = useTranslation('auth');
  return (
    <>
      <AuthCardHeading title={t('forgotPassword.title')} lead={t('forgotPassword.lead')} />
      <BackToSignIn label={t('forgotPassword.backToSignIn')} />
    </>
  );
};

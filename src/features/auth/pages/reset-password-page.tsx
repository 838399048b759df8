import { useTranslation } from 'react-i18next';
import { AuthCardHeading } from '../components/auth-card-heading';
import { BackToSignIn } from '../components/back-to-sign-in';

/** `/reset-password/:token`: the link of a password-reset e-mail (decisions.md, section 1). */
export const ResetPasswordPage = () => {
  const { t } = useTranslation('auth');
  return (
    <>
      <AuthCardHeading title={t('resetPassword.title')} lead={t('resetPassword.lead')} />
      <BackToSignIn label={t('resetPassword.backToSignIn')} />
    </>
  );
};

import { useTranslation } from 'react-i18next';
import { paths } from '@contract/rules/routes';
import { AuthCardHeading } from '../components/auth-card-heading';
import { AuthSwitchLink } from '../components/auth-switch-link';

export const SignUpPage = () => {
  const { t } = useTranslation('auth');
  return (
    <>
      <AuthCardHeading title={t('signUp.title')} lead={t('signUp.lead')} />
      <AuthSwitchLink question={t('signUp.haveAccount')} linkText={t('signUp.signInLink')} to={paths.signIn} />
    </>
  );
};

import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@contract/rules/routes';
import { AuthCardHeading } from '../components/auth-card-heading';
import { AuthSwitchLink } from '../components/auth-switch-link';

export const SignInPage = () => {
  const { t } = useTranslation('auth');
  return (
    <>
      <AuthCardHeading title={t('signIn.title')} lead={t('signIn.lead')} />
      <Stack spacing={2}>
        <Link component={RouterLink} to={paths.forgotPassword} sx={{ alignSelf: 'flex-start' }}>
          {t('signIn.forgotPassword')}
        </Link>
        <AuthSwitchLink question={t('signIn.noAccount')} linkText={t('signIn.signUpLink')} to={paths.signUp} />
      </Stack>
    </>
  );
};

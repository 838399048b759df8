import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@contract/rules/routes';
import { selectIsLoggedIn } from '@/features/auth/auth-slice';
import { useAppSelector } from '../hooks';
import { useHydrated } from '@/components/use-hydrated';

interface HeaderAuthActionsProps {
  /** `column` stretches the buttons across the mobile menu. */
  direction?: 'row' | 'column';
  onNavigate?: () => void;
}

/** Sign in and Sign up for visitors; the way into the cabinet once signed in. */
export const HeaderAuthActions = ({ direction = 'row', onNavigate }: HeaderAuthActionsProps) => {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // A prerendered page shows the visitor's actions first, like its build-time render, then the stored session's.
  const isLoggedIn = useAppSelector(selectIsLoggedIn) && hydrated;
  const inMenu = direction === 'column';

  if (isLoggedIn) {
    return (
      <Button variant="contained" component={RouterLink} to={paths.company} onClick={onNavigate} fullWidth={inMenu}>
        {t('auth.cabinet')}
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: direction, gap: 1, alignItems: inMenu ? 'stretch' : 'center' }}>
      <Button
        variant={inMenu ? 'outlined' : 'text'}
        color={inMenu ? 'primary' : 'white'}
        component={RouterLink}
        to={paths.signIn}
        onClick={onNavigate}
      >
        {t('auth.signIn')}
      </Button>
      <Button variant="contained" component={RouterLink} to={paths.signUp} onClick={onNavigate}>
        {t('auth.signUp')}
      </Button>
    </Box>
  );
};

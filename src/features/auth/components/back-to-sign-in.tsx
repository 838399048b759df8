import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@contract/rules/routes';

export const BackToSignIn = ({ label }: { label: string }) => (
  <Link component={RouterLink} to={paths.signIn} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
    <ArrowBackIcon fontSize="small" />
    {label}
  </Link>
);

import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';

interface AuthSwitchLinkProps {
  question: string;
  linkText: string;
  to: string;
}

/** "No account yet? Create one": keeps the query, so the remembered destination survives the switch. */
export const AuthSwitchLink = ({ question, linkText, to }: AuthSwitchLinkProps) => {
  const { search } = useLocation();
  return (
    <Typography color="textSecondary">
      {question}{' '}
      <Link component={RouterLink} to={{ pathname: to, search }}>
        {linkText}
      </Link>
    </Typography>
  );
};

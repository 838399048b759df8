import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsLoggedIn } from '@/features/auth/auth-slice';
import { useAppSelector } from './hooks';
import { signInRedirect } from './sign-in-redirect';

/** The protected company area: a signed-out visitor goes to sign-in and comes back after signing in. */
export const RequireAuth = () => {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to={signInRedirect(location)} replace />;
  return <Outlet />;
};

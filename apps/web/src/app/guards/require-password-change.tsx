import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useUser } from '@/features/auth/api/check-auth';
import { paths } from '@/config/paths';

const changePassword = paths.account.changePassword.getHref();
/** Where a player who must change the password may still go under /account. */
const ALLOWED = new Set([changePassword, paths.account.logout.path, paths.account.help.path]);

const isAccountPath = (pathname: string) =>
  pathname === paths.account.home.path || pathname.startsWith(`${paths.account.home.path}/`);

/**
 * A player whose cambio_password flag is set goes to /account/change-password right after login
 * (wherever the login happened) and whenever they open an /account page other than logout or help.
 */
export function PasswordChangeGate() {
  const user = useUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mustChange = user?.cambio_password === true;
  const wasLoggedIn = useRef(user !== null);

  useEffect(() => {
    const justLoggedIn = !wasLoggedIn.current && user !== null;
    wasLoggedIn.current = user !== null;
    if (justLoggedIn && mustChange && pathname !== changePassword) {
      void navigate(changePassword, { replace: true });
    }
  }, [user, mustChange, pathname, navigate]);

  if (mustChange && isAccountPath(pathname) && !ALLOWED.has(pathname)) {
    return <Navigate to={changePassword} replace />;
  }
  return <Outlet />;
}

import { Navigate, Outlet, useLocation } from 'react-router';
import { useUser } from '@/features/auth/api/check-auth';
import { paths } from '@/config/paths';
import { AccountNav } from '../layout/account-nav';
import classes from './require-auth.module.css';

/**
 * Login-required routes: an anonymous visitor goes to the login screen and comes back afterwards.
 * `withNav` adds the second-level account navigation above screens that do not draw it themselves.
 */
export function RequireAuth({ withNav = true }: { withNav?: boolean }) {
  const user = useUser();
  const location = useLocation();
  if (!user) {
    return (
      <Navigate
        to={paths.account.login.getHref({ returnUrl: `${location.pathname}${location.search}` })}
        replace
      />
    );
  }
  return (
    <>
      {withNav && <AccountNav />}
      <div className={classes.screen}>
        <Outlet />
      </div>
    </>
  );
}

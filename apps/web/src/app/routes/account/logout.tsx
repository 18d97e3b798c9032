import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout-user';
import { paths } from '@/config/paths';

/** /account/logout: ends the session at once and goes home (this is an /account page). */
export default function LogoutRoute() {
  const logout = useLogout();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout({ beforeClear: () => navigate(paths.home.getHref(), { replace: true }) });
  }, [logout, navigate]);
  return null;
}

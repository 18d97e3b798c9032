import { useEffect, useRef } from 'react';
import { useLogout } from '@/features/auth/api/logout-user';

/** /account/logout: ends the session at once; being an /account page, the logout goes home. */
export default function LogoutRoute() {
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);
  return null;
}

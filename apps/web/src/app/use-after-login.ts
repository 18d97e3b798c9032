import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LoginResult } from '@/features/auth/api/login-user';
import { paths } from '@/config/paths';

// Only types from the auth feature here: this runs in the shell, and the login code (with its
// schema library) loads with the login form.
/**
 * What follows a successful login: the server's notice (e.g. other sessions closed) as a
 * notification; -6443 sends the player to set the deposit limit; otherwise `target`, or stay
 * where they are when there is none (the modal).
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  return useCallback(
    (result: LoginResult, target: string | null) => {
      if (result.message) notifications.show({ color: 'blue', message: result.message });
      if (result.depositLimitRequired) {
        void navigate(paths.account.edit.giocoConsapevole.getHref(), { replace: true });
      } else if (target) {
        void navigate(target, { replace: true });
      }
    },
    [navigate],
  );
}

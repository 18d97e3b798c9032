import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LoginResult } from '@/features/auth/api/login-user';

// Only types from the auth feature here: this runs in the shell, and the login code (with its
// schema library) loads with the login form.
/**
 * What follows a successful login: the server's notice (e.g. other sessions closed) as a
 * notification, then `target`, or stay where they are when there is none (the modal). The -6443
 * deposit-limit prompt (with its button) and the invitation notice are the login form's.
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  return useCallback(
    (result: LoginResult, target: string | null) => {
      if (result.message && !result.depositLimitRequired) {
        notifications.show({ color: 'blue', message: result.message });
      }
      if (target) void navigate(target, { replace: true });
    },
    [navigate],
  );
}

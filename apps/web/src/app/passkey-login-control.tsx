import type { MantineSpacing } from '@mantine/core';
import { useLoginWith } from '@/features/auth/api/login-with';
import type { LoginResult } from '@/features/auth/api/login-user';
import { PasskeyLoginButton } from '@/features/passkeys/components/passkey-login-button';

/**
 * The passkeys feature's ceremony through the auth feature's login handling, so that a passkey
 * login ends exactly like a password login. Loaded by PasskeyLogin only where it may be used.
 */
export default function PasskeyLoginControl({
  onLoggedIn,
  mt,
}: {
  onLoggedIn: (result: LoginResult) => void;
  mt?: MantineSpacing;
}) {
  const login = useLoginWith({ onSuccess: onLoggedIn });
  return <PasskeyLoginButton biometricsOn login={login.mutateAsync} pending={login.isPending} mt={mt} />;
}

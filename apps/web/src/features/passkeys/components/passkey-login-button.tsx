import type { LoginResponse } from '@conto-gioco/shared/auth';
import { LOGIN_CODE } from '@conto-gioco/shared/auth-codes';
import { Alert, Button, Divider, Stack, type MantineSpacing } from '@mantine/core';
import { useState } from 'react';
import { ApiError, NetworkError } from '@/lib/api-client';
import { it } from '@/messages/it';
import { itPasskeys } from '@/messages/it-passkeys';
import { loginUserPasskey } from '../api/login-user-passkey';
import { passkeyUsername } from '../api/passkey-flag';
import { useWebAuthnSupport } from '../api/webauthn';

type PasskeyLoginButtonProps = {
  /** Module Biometrics_Enabled. */
  biometricsOn: boolean;
  /**
   * Runs a login call through the app's login handling (the auth feature's useLoginWith), so that a
   * passkey login ends exactly like a password login; it rejects with the refusal.
   */
  login: (call: (deviceToken: string) => Promise<LoginResponse>) => Promise<unknown>;
  pending: boolean;
  mt?: MantineSpacing;
};

function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.code === LOGIN_CODE.biometricFailed
      ? itPasskeys.failed
      : it.login.errorText(error.code, error.message);
  }
  if (error instanceof NetworkError) return it.login.connectionError;
  // The ceremony did not complete: cancelled, timed out, no passkey of this site on the device.
  return itPasskeys.failed;
}

/**
 * The login screen's fingerprint button (access.md §2): shown when the module is on, the browser
 * can use passkeys and one may exist on this device (a player registered it here).
 */
export function PasskeyLoginButton({ biometricsOn, login, pending, mt }: PasskeyLoginButtonProps) {
  const [mayExist] = useState(() => passkeyUsername() !== null);
  const supported = useWebAuthnSupport(biometricsOn && mayExist);
  const [error, setError] = useState<string | null>(null);
  if (!supported) return null;

  const run = () => {
    setError(null);
    login(loginUserPasskey).catch((failure: unknown) => setError(errorText(failure)));
  };

  return (
    <Stack gap="sm" mt={mt}>
      <Divider label={itPasskeys.or} labelPosition="center" />
      {error && (
        <Alert
          color="red"
          variant="light"
          title={it.login.errorTitle}
          icon={<i className="ri-error-warning-line" aria-hidden />}
        >
          {error}
        </Alert>
      )}
      <Button
        variant="default"
        fullWidth
        leftSection={<i className="ri-fingerprint-line" aria-hidden />}
        loading={pending}
        onClick={run}
      >
        {itPasskeys.loginButton}
      </Button>
    </Stack>
  );
}

import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError, NetworkError } from '@/lib/api-client';
import { it } from '@/messages/it';
import { itPasskeys } from '@/messages/it-passkeys';
import { passkeyUsername, rememberPasskey } from '../api/passkey-flag';
import { useRegisterPasskey } from '../api/register-passkey';
import { isAlreadyRegistered, useWebAuthnSupport } from '../api/webauthn';

type PasskeyCardProps = {
  /** Module Biometrics_Enabled. */
  biometricsOn: boolean;
  username: string;
};

function errorText(error: unknown): string {
  if (error instanceof ApiError) return it.login.errorText(error.code, error.message);
  if (error instanceof NetworkError) return it.login.connectionError;
  return itPasskeys.registrationCancelled;
}

/**
 * 'Accesso biometrico' on the account home: the player activates the fingerprint login on this
 * device (a passkey). Shown when the module is on and the browser can use passkeys.
 */
export function PasskeyCard({ biometricsOn, username }: PasskeyCardProps) {
  const supported = useWebAuthnSupport(biometricsOn);
  const [active, setActive] = useState(() => passkeyUsername()?.toLowerCase() === username.toLowerCase());
  const activated = () => {
    rememberPasskey(username);
    setActive(true);
  };
  const registration = useRegisterPasskey({ onSuccess: activated });
  if (!supported) return null;

  const titleId = 'passkey-card-title';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <i className="ri-fingerprint-line" style={{ fontSize: 26 }} />
        </ThemeIcon>
        <Stack gap="sm" flex={1}>
          <Title order={2} size="h4" id={titleId}>
            {itPasskeys.cardTitle}
          </Title>
          {active ? (
            <Alert color="green" variant="light" title={itPasskeys.activeTitle} role="status">
              {itPasskeys.activeText}
            </Alert>
          ) : (
            <>
              <Text size="sm">{itPasskeys.cardText}</Text>
              {registration.isError && (
                <Alert color="red" variant="light" title={itPasskeys.registrationFailedTitle}>
                  {errorText(registration.error)}
                </Alert>
              )}
              <Button
                leftSection={<i className="ri-fingerprint-line" aria-hidden />}
                loading={registration.isPending}
                onClick={() =>
                  registration.mutate(undefined, {
                    // This device already holds a passkey of this account: it is active here.
                    onError: (error) => isAlreadyRegistered(error) && activated(),
                  })
                }
                style={{ alignSelf: 'flex-start' }}
              >
                {itPasskeys.activate}
              </Button>
            </>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

import type { Anagrafica } from '@conto-gioco/shared/profile';
import { Alert, Button, Group, Image, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { renderSVG } from 'uqr';
import { ApiError } from '@/lib/api-client';
import { itProfile } from '@/messages/it-profile';
import {
  useActivateTwoFactor,
  useDeactivateTwoFactor,
  useVerifyTwoFactor,
  type TwoFactorSetup,
} from '../api/two-factor';

const t = itProfile.security;
const COPIED_MS = 5_000;

const errorText = (error: unknown) =>
  error instanceof ApiError && error.status === 200 ? error.message : t.error;

/** The set-up's QR (rendered here from the otpauth address) and the manual code, copied on click. */
function SetupCode({ setup }: { setup: TwoFactorSetup }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const qr = useMemo(
    () => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(setup.otpauthUri, { border: 2 }))}`,
    [setup.otpauthUri],
  );
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t.scan}</Text>
      <Image src={qr} alt={t.qrAlt} w={180} h={180} fit="contain" bg="white" />
      <Button
        variant="light"
        ff="monospace"
        aria-label={t.copy}
        onClick={() => {
          void navigator.clipboard?.writeText(setup.tfaSetupCode).catch(() => undefined);
          setCopied(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setCopied(false), COPIED_MS);
        }}
        styles={{ label: { whiteSpace: 'normal', wordBreak: 'break-all' } }}
        h="auto"
        py={6}
      >
        {setup.tfaSetupCode}
      </Button>
      {copied && (
        <Text size="sm" c="teal.8" role="status">
          {t.copied}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The two-factor part of the Sicurezza tab (content-profile.md §4): the toggle, the set-up (QR and
 * manual code), the verify step; leaving the verify step unverified deactivates; turning it off asks
 * for the password again.
 */
export function TwoFactor({ anagrafica }: { anagrafica: Anagrafica }) {
  const activate = useActivateTwoFactor();
  const verify = useVerifyTwoFactor();
  const deactivate = useDeactivateTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [askPassword, setAskPassword] = useState(false);
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const verifying = setup !== null;

  // Leaving the verify step (another tab, another page) without a verified code clears the set-up.
  const pendingSetup = useRef(false);
  useEffect(() => {
    pendingSetup.current = verifying;
  }, [verifying]);
  const deactivateAsync = deactivate.mutateAsync;
  useEffect(
    () => () => {
      if (pendingSetup.current) void deactivateAsync(undefined).catch(() => undefined);
    },
    [deactivateAsync],
  );

  const active = anagrafica.twoFactor;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t.intro}
      </Text>
      <Switch
        label={t.toggle}
        checked={activate.isPending || verifying || (active && !askPassword)}
        disabled={activate.isPending || deactivate.isPending}
        onChange={(event) => {
          setDone(false);
          if (event.currentTarget.checked) {
            activate.mutate(undefined, { onSuccess: (data) => setSetup(data) });
          } else if (verifying) {
            setSetup(null);
            setCode('');
            void deactivate.mutateAsync(undefined).catch(() => undefined);
          } else if (active) {
            setAskPassword(true);
          } else {
            setAskPassword(false);
          }
        }}
      />
      {activate.isError && (
        <Alert color="red" role="alert">
          {errorText(activate.error)}
        </Alert>
      )}
      {setup && (
        <Stack gap="md">
          <SetupCode setup={setup} />
          <form
            onSubmit={(event) => {
              event.preventDefault();
              verify.mutate(code.trim(), {
                onSuccess: () => {
                  setSetup(null);
                  setCode('');
                  setDone(true);
                },
              });
            }}
          >
            <Group align="flex-end" gap="xs">
              <TextInput
                label={t.codeLabel}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                error={verify.isError ? errorText(verify.error) : undefined}
              />
              <Button type="submit" loading={verify.isPending} disabled={!/^\d{6}$/.test(code.trim())}>
                {t.verify}
              </Button>
            </Group>
          </form>
        </Stack>
      )}
      {active && !askPassword && (
        <Alert color="teal" role="status">
          {t.active}
        </Alert>
      )}
      {askPassword && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            deactivate.mutate(password, {
              onSuccess: () => {
                setAskPassword(false);
                setPassword('');
                setDone(true);
              },
            });
          }}
        >
          <Stack gap="xs">
            <Text size="sm">{t.passwordPrompt}</Text>
            <PasswordInput
              label={t.passwordLabel}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              autoComplete="current-password"
              error={deactivate.isError ? errorText(deactivate.error) : undefined}
            />
            <Group gap="xs">
              <Button type="submit" color="red" loading={deactivate.isPending} disabled={!password}>
                {t.deactivate}
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  setAskPassword(false);
                  setPassword('');
                  deactivate.reset();
                }}
              >
                {t.cancel}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {done && (
        <Alert color="teal" role="status">
          {t.done}
        </Alert>
      )}
    </Stack>
  );
}

import { LOGIN_CODE } from '@conto-gioco/shared/auth-codes';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { it } from '@/messages/it';
import { useSendAuthDeviceSms, useVerifyAuthDeviceSms } from '../api/authorise-device';
import { LoginRefusedError } from '../api/login-request';

/** What a refused login leaves on the form besides the plain error alert. */
export type LoginOutcome =
  | { kind: 'error'; text: string }
  /** -3333: the device must be authorised with the code from the e-mail or an SMS. */
  | { kind: 'device'; message: string; deviceToken: string }
  /** -5305: inactive because of wrong registration data: send the documents. */
  | { kind: 'inactive'; message: string }
  /** 1020: the account moved to another site (or to the app). */
  | { kind: 'moved'; message: string; url: string | null };

/** What the form does after a refusal: what it shows, and how its fields change. */
export type Refusal = {
  outcome: LoginOutcome | null;
  /** -3334 / -3335: show the two-factor code field (emptied), keep the credentials. */
  twoFactor?: boolean;
  /** -5028: keep the username (remembered), drop the password. */
  usernameOnly?: boolean;
};

/** The login response codes (access.md §4, §8) as what the form shows. */
export function describeRefusal(error: unknown): Refusal {
  if (!(error instanceof LoginRefusedError)) return { outcome: { kind: 'error', text: errorText(error) } };
  switch (error.code) {
    case LOGIN_CODE.twoFactorRequired:
      return { outcome: null, twoFactor: true };
    case LOGIN_CODE.twoFactorWrong:
      return { outcome: { kind: 'error', text: error.message }, twoFactor: true };
    case LOGIN_CODE.deviceNotAuthorised:
      return { outcome: { kind: 'device', message: error.message, deviceToken: error.deviceToken } };
    case LOGIN_CODE.accountInactive:
      return { outcome: { kind: 'inactive', message: error.message } };
    case LOGIN_CODE.accountMoved:
      return { outcome: { kind: 'moved', message: error.message, url: error.movedTo } };
    case LOGIN_CODE.biometricFailed:
      // A password login answered as a failed biometric one.
      return { outcome: { kind: 'error', text: it.loginOutcome.biometricFailed }, usernameOnly: true };
    default:
      return { outcome: { kind: 'error', text: errorText(error) } };
  }
}

export const errorText = (error: unknown) =>
  error instanceof ApiError ? it.login.errorText(error.code, error.message) : it.login.connectionError;

type LoginOutcomePanelProps = {
  outcome: Exclude<LoginOutcome, { kind: 'error' }>;
  customerCareEmail: string | null;
};

const APP_STORES = /^https:\/\/(apps\.apple\.com|itunes\.apple\.com|play\.google\.com)\//;

const warningIcon = <i className="ri-error-warning-line" aria-hidden />;

/** The part of the login form that some answers need (access.md §4, §8); loaded on demand. */
export default function LoginOutcomePanel({ outcome, customerCareEmail }: LoginOutcomePanelProps) {
  if (outcome.kind === 'device') {
    return (
      <DeviceAuthorisation
        message={outcome.message}
        deviceToken={outcome.deviceToken}
        customerCareEmail={customerCareEmail}
      />
    );
  }
  if (outcome.kind === 'inactive') {
    return (
      <Alert color="red" variant="light" title={it.login.errorTitle} icon={warningIcon}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{it.login.errorText(LOGIN_CODE.accountInactive, outcome.message)}</Text>
          <Button component={Link} to={paths.account.edit.documenti.getHref()} size="xs">
            {it.loginOutcome.documentsButton}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const appStore = outcome.url !== null && APP_STORES.test(outcome.url);
  return (
    <Alert color="blue" variant="light" title={it.login.errorTitle} icon={warningIcon}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{it.login.errorText(LOGIN_CODE.accountMoved, outcome.message)}</Text>
        {outcome.url && (
          <Button component="a" href={outcome.url} rel="noopener" size="xs">
            {appStore ? it.loginOutcome.moved.appStore : it.loginOutcome.moved.site}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

type DeviceAuthorisationProps = { message: string; deviceToken: string; customerCareEmail: string | null };

/**
 * -3333: the e-mail's code, or one sent by SMS on request, authorises this device; then the player
 * logs in again with the same device token. It sits inside the login form, so its buttons are
 * plain buttons and Enter in the code box verifies the code instead of submitting the login.
 */
function DeviceAuthorisation({ message, deviceToken, customerCareEmail }: DeviceAuthorisationProps) {
  const [helpShown, setHelpShown] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const sms = useSendAuthDeviceSms();
  const verification = useVerifyAuthDeviceSms();

  const verify = () => {
    const trimmed = code.trim();
    if (!/^\d{6}$/.test(trimmed)) return setCodeError(it.loginOutcome.device.invalidCode);
    setCodeError(null);
    verification.mutate({ deviceToken, code: trimmed });
  };

  if (verification.isSuccess) {
    return (
      <Alert color="green" variant="light" title={it.loginOutcome.device.verified} role="status">
        {it.loginOutcome.device.loginAgain}
      </Alert>
    );
  }

  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title={it.loginOutcome.device.title} icon={warningIcon}>
        {message}
      </Alert>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={it.loginOutcome.device.code}
          description={it.loginOutcome.device.codeHint}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          withAsterisk
          flex={1}
          value={code}
          error={codeError}
          onChange={(event) => setCode(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              verify();
            }
          }}
        />
        <Button variant="light" onClick={verify} loading={verification.isPending}>
          {it.loginOutcome.device.verify}
        </Button>
      </Group>
      {verification.isError && (
        <Alert color="red" variant="light" title={it.loginOutcome.device.failed}>
          {verification.error instanceof ApiError ? verification.error.message : it.login.connectionError}
        </Alert>
      )}
      {helpShown ? (
        <Stack gap={4} align="flex-start">
          <Button variant="default" size="xs" onClick={() => sms.mutate(deviceToken)} loading={sms.isPending}>
            {it.loginOutcome.device.sendSms}
          </Button>
          {customerCareEmail && (
            <Text size="sm">
              {it.loginOutcome.device.orContact}{' '}
              <Anchor href={`mailto:${customerCareEmail}`} fw={700}>
                {it.loginOutcome.device.contactSupport}
              </Anchor>
            </Text>
          )}
          {sms.isSuccess && (
            <Text size="sm" c="green" role="status">
              {sms.data.ResponseMessage}
            </Text>
          )}
          {sms.isError && (
            <Text size="sm" c="red" role="alert">
              {it.loginOutcome.device.failed}
              {sms.error instanceof ApiError ? `: ${sms.error.message}` : ''}
            </Text>
          )}
        </Stack>
      ) : (
        <Anchor component="button" type="button" size="sm" onClick={() => setHelpShown(true)}>
          {it.loginOutcome.device.mailNotReceived}
        </Anchor>
      )}
    </Stack>
  );
}

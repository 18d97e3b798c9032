import type { OtpSource } from '@conto-gioco/shared/withdrawal';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { VALIDATION_MESSAGES } from '@conto-gioco/shared/validation/messages';
import { itWithdrawal } from '@/messages/it-withdrawal';

const t = itWithdrawal.otp;

type OtpPromptProps = {
  opened: boolean;
  /** Where the last code went. */
  source: OtpSource;
  /** The server's word on the code sent ('Ti abbiamo inviato il codice OTP per SMS.'). */
  message: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The server refused the code (-1010), or the field is empty. */
  error: string | null;
  busy: boolean;
  onVerify: (otp: string) => void;
  onSwitchChannel: (source: OtpSource) => void;
  onCancel: () => void;
  fullScreen: boolean;
};

/**
 * 'INSERISCI IL CODICE OTP INVIATO PER SMS' with 'VERIFICA' (money.md §4, §8): the code goes with
 * the same request again; the channel switch asks the server to send a new code the other way.
 */
export function OtpPrompt({
  opened,
  source,
  message,
  value,
  onValueChange,
  error,
  busy,
  onVerify,
  onSwitchChannel,
  onCancel,
  fullScreen,
}: OtpPromptProps) {
  const [empty, setEmpty] = useState(false);
  // VERIFICA and the channel switch are disabled while the request runs, which drops the focus to
  // the page: a refused code (the field cleared) or a code sent the other way puts it back in the field.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (opened && error) input.current?.focus();
  }, [opened, error]);
  useEffect(() => {
    if (opened) input.current?.focus();
  }, [opened, source]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const code = value.trim();
    setEmpty(code === '');
    if (code !== '') onVerify(code);
  };
  const other: OtpSource = source === 'sms' ? 'email' : 'sms';
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={source === 'email' ? t.titleEmail : t.title}
      centered
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': itWithdrawal.close }}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {message && (
            <Text size="sm" role="status">
              {message}
            </Text>
          )}
          <TextInput
            ref={input}
            label={t.label}
            inputMode="numeric"
            autoComplete="one-time-code"
            withAsterisk
            data-autofocus
            maxLength={20}
            value={value}
            onChange={(event) => {
              setEmpty(false);
              onValueChange(event.currentTarget.value);
            }}
            error={empty ? VALIDATION_MESSAGES.required : error}
          />
          <Button type="submit" fullWidth loading={busy}>
            {t.verify}
          </Button>
          <Group justify="space-between" gap="xs">
            <Button variant="subtle" size="compact-sm" disabled={busy} onClick={() => onSwitchChannel(other)}>
              {other === 'email' ? t.toEmail : t.toSms}
            </Button>
            <Button variant="subtle" color="gray" size="compact-sm" onClick={onCancel}>
              {t.cancel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

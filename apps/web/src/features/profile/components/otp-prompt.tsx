import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { itProfile } from '@/messages/it-profile';

type OtpPromptProps = {
  opened: boolean;
  busy: boolean;
  error?: string | null;
  onConfirm: (code: string) => void;
  onCancel: () => void;
};

const t = itProfile.anagrafica;

/** The SMS code a save needs (UpdateUser -3333). */
export function OtpPrompt({ opened, busy, error, onConfirm, onCancel }: OtpPromptProps) {
  const [code, setCode] = useState('');
  const valid = /^\d{6}$/.test(code.trim());
  return (
    <Modal opened={opened} onClose={onCancel} title={t.otpTitle} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // Rendered in a portal, but React events still bubble to the page's own form.
          event.stopPropagation();
          if (valid) onConfirm(code.trim());
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t.otpIntro}</Text>
          <TextInput
            label={t.otpLabel}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={error ?? undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={busy} disabled={!valid}>
              {t.otpConfirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

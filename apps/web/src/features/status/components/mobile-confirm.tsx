import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { itStatus } from '@/messages/it-status';
import { useConfirmMobile } from '../api/confirm-mobile';
import { useSendMobileConfirmation } from '../api/send-mobile-confirmation';

type MobileConfirmProps = {
  cellulare: string;
  /** The mobile is now confirmed: the session's user data should be read again. */
  onConfirmed?: () => void;
};

/** 'Verifica il cellulare': sends the SMS code, then a box for it (POST api/Account/ConfirmMobile). */
export function MobileConfirm({ cellulare, onConfirmed }: MobileConfirmProps) {
  const send = useSendMobileConfirmation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const confirm = useConfirmMobile({
    onSuccess: () => {
      notifications.show({ color: 'green', message: itStatus.mobile.confirmed });
      onConfirmed?.();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setCodeError(itStatus.mobile.invalidCode);
      return;
    }
    setCodeError(null);
    confirm.mutate(code.trim());
  };

  if (!send.isSuccess) {
    return (
      <Stack gap={4} align="flex-start">
        <Button size="xs" loading={send.isPending} onClick={() => send.mutate()}>
          {itStatus.actions.verifyMobile}
        </Button>
        {send.isError && (
          <Text size="sm" c="red" role="alert">
            {itStatus.mobile.sendFailed}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={itStatus.mobile.formLabel}>
      <Stack gap="xs">
        <Text size="sm" role="status">
          {itStatus.mobile.codeSent(cellulare)}
        </Text>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label={itStatus.mobile.code}
            description={itStatus.mobile.codeHint}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              confirm.reset();
            }}
            error={codeError}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            size="sm"
            w={{ base: '100%', xs: 320 }}
          />
        </Group>
        {confirm.isError && (
          <Text size="sm" c="red" role="alert">
            {itStatus.mobile.failed}
          </Text>
        )}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={confirm.isPending}>
            {itStatus.mobile.confirm}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            loading={send.isPending}
            onClick={() => {
              setCode('');
              confirm.reset();
              send.mutate();
            }}
          >
            {itStatus.mobile.resend}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

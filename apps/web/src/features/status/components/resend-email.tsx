import { Button, Stack, Text } from '@mantine/core';
import { it } from '@/messages/it';
import { useResendEmailConfirmation } from '../api/resend-email-confirmation';

/** 'Invia di nuovo la mail di conferma' (GET api/Account/ResendEmailConfirmation). */
export function ResendEmail({ email }: { email: string }) {
  const resend = useResendEmailConfirmation();
  return (
    <Stack gap={4} align="flex-start">
      <Button size="xs" loading={resend.isPending} onClick={() => resend.mutate(email)}>
        {it.status.actions.resendEmail}
      </Button>
      {resend.isSuccess && (
        <Text size="sm" role="status">
          {it.status.email.sent(email)}
        </Text>
      )}
      {resend.isError && (
        <Text size="sm" c="red" role="alert">
          {it.status.email.sendFailed}
        </Text>
      )}
    </Stack>
  );
}

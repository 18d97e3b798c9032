import { Button, Stack, Text } from '@mantine/core';
import { itStatus } from '@/messages/it-status';
import { useResendEmailConfirmation } from '../api/resend-email-confirmation';

/** 'Invia di nuovo la mail di conferma' (GET api/Account/ResendEmailConfirmation). */
export function ResendEmail({ email }: { email: string }) {
  const resend = useResendEmailConfirmation();
  return (
    <Stack gap={4} align="flex-start">
      <Button size="xs" loading={resend.isPending} onClick={() => resend.mutate(email)}>
        {itStatus.actions.resendEmail}
      </Button>
      {resend.isSuccess && (
        <Text size="sm" role="status">
          {itStatus.email.sent(email)}
        </Text>
      )}
      {resend.isError && (
        <Text size="sm" c="red" role="alert">
          {itStatus.email.sendFailed}
        </Text>
      )}
    </Stack>
  );
}

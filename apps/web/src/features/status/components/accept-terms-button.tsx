import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { itStatus } from '@/messages/it-status';
import { useAcceptTerms } from '../api/accept-terms';

/** POST api/Account/AcceptTerms: 'Termini accettati correttamente', or an error asking to retry. */
export function AcceptTermsButton({ onAccepted }: { onAccepted?: () => void }) {
  const accept = useAcceptTerms({
    onSuccess: () => {
      notifications.show({ color: 'green', message: itStatus.terms.accepted });
      onAccepted?.();
    },
  });
  return (
    <Stack gap={4} align="flex-start">
      <Button size="xs" loading={accept.isPending} onClick={() => accept.mutate()}>
        {itStatus.actions.acceptTerms}
      </Button>
      {accept.isError && (
        <Text size="sm" c="red" role="alert">
          {itStatus.terms.failed}
        </Text>
      )}
    </Stack>
  );
}

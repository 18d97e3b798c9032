import { Center, Loader, Stack, Text } from '@mantine/core';
import { it } from '@/messages/it';

export function FullPageLoader() {
  return (
    <Center mih="100vh" role="status" aria-live="polite" aria-busy="true">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text>{it.app.loading}</Text>
      </Stack>
    </Center>
  );
}

import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { it } from '@/messages/it';

/** Something broke while rendering a page (often a stale chunk after a deploy): offer a reload. */
export function RouteError() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md">
        <Title order={1} size="h2">
          {it.errors.generic}
        </Title>
        <Text>{it.errors.pageFailed}</Text>
        <Button onClick={() => window.location.reload()}>{it.errors.reload}</Button>
      </Stack>
    </Center>
  );
}

import { Alert, Group, Loader, Text } from '@mantine/core';
import { itPages } from '@/messages/it-pages';

/** 'Caricamento...' with a spinner, as a status. */
export function PageLoading() {
  return (
    <Group gap="sm" role="status" py="md">
      <Loader size="sm" />
      <Text>{itPages.loading}</Text>
    </Group>
  );
}

/** The page exists but its text could not be read (§8). */
export function PageUnavailable() {
  return (
    <Alert color="gray" variant="light" role="alert" my="md">
      {itPages.unavailable}
    </Alert>
  );
}

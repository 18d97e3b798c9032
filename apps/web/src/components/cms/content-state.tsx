import { Alert, Group, Loader, Text } from '@mantine/core';
import { itPages } from '@/messages/it-pages';

/**
 * A content page loading: 'Caricamento...' with a spinner, as a status. It holds a screen's height,
 * so the footer starts below the fold and the text arriving moves nothing in view.
 */
export function ContentLoading() {
  return (
    <Group gap="sm" role="status" py="md" align="flex-start" mih="100vh">
      <Loader size="sm" />
      <Text>{itPages.loading}</Text>
    </Group>
  );
}

/** The page exists but its text could not be read (§8): 'La pagina non è disponibile'. */
export function ContentUnavailable() {
  return (
    <Alert color="gray" variant="light" role="alert" my="md">
      {itPages.unavailable}
    </Alert>
  );
}

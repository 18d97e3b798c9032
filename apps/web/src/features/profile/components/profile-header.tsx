import type { Anagrafica } from '@conto-gioco/shared/profile';
import { Group, Stack, Text, Title } from '@mantine/core';
import { itProfile } from '@/messages/it-profile';

/** The edit screen's header: surname and name, @username, the contract number, the parent player (module). */
export function ProfileHeader({ anagrafica, showFather }: { anagrafica: Anagrafica; showFather: boolean }) {
  return (
    <Stack gap={2}>
      <Title order={1} size="h2">
        {`${anagrafica.cognome} ${anagrafica.nome}`}
      </Title>
      <Group gap="md" wrap="wrap">
        <Text c="dimmed">@{anagrafica.username}</Text>
        <Text c="dimmed">{itProfile.header.contract(anagrafica.numeroContratto)}</Text>
        {showFather && anagrafica.padre && (
          <Text c="dimmed">{itProfile.header.father(anagrafica.padre)}</Text>
        )}
      </Group>
    </Stack>
  );
}

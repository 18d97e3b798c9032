import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { itMigration } from '@/messages/it-migration';

const t = itMigration.done;

/** The end of a migration (access.md §2): the congratulations, the nickname and 'Effettua la login'. */
export function MigrationDone({ username }: { username: string }) {
  return (
    <Stack gap="lg" align="center" ta="center" role="status">
      <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
        <i className="ri-checkbox-circle-line" style={{ fontSize: 36 }} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t.title}
      </Title>
      <Stack gap={4} align="center">
        <Text c="dimmed">{t.nickname}</Text>
        <Text fw={700} size="xl" data-testid="migration-nickname">
          {username}
        </Text>
      </Stack>
      <Button component={Link} to={paths.account.login.getHref({ username })} size="md" fullWidth maw={360}>
        {t.login}
      </Button>
    </Stack>
  );
}

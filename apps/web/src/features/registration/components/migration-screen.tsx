import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { BotCheckRender } from '@/lib/bot-check';
import { itMigration } from '@/messages/it-migration';
import { MigrationDone } from './migration-done';
import { MigrationForm } from './migration-form';

const t = itMigration;

type MigrationScreenProps = {
  /** The link's query values: cf, inv and (optional) username of the old account. */
  cf: string | null;
  inv: string | null;
  username: string | null;
  botCheck?: BotCheckRender;
};

/**
 * The migration page (access.md §2 'Migration page', §4 'Migration'): the form, then the
 * confirmation. Without cf or inv the link cannot name an account: a message instead of the form.
 */
export function MigrationScreen({ cf, inv, username, botCheck }: MigrationScreenProps) {
  const [migrated, setMigrated] = useState<string | null>(null);
  const codiceFiscale = cf?.trim() ?? '';
  const invitation = inv?.trim() ?? '';
  const legacyUsername = username?.trim() || null;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" w="100%">
      {migrated !== null ? (
        <MigrationDone username={migrated} />
      ) : !codiceFiscale || !invitation ? (
        <Stack gap="lg">
          <Title order={1} size="h2">
            {t.title}
          </Title>
          <Alert
            color="red"
            variant="light"
            title={t.invalidLink.title}
            icon={<i className="ri-link-unlink" aria-hidden />}
            role="alert"
          >
            {t.invalidLink.text}
          </Alert>
          <Button component={Link} to={paths.home.getHref()} variant="default" fullWidth>
            {t.invalidLink.home}
          </Button>
        </Stack>
      ) : (
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t.intro}
            </Text>
            {legacyUsername && (
              <Text size="sm" fw={600}>
                {t.fromAccount(legacyUsername)}
              </Text>
            )}
          </Stack>
          <MigrationForm
            link={{ codiceFiscale, invitation, legacyUsername }}
            botCheck={botCheck}
            onMigrated={setMigrated}
          />
        </Stack>
      )}
    </Paper>
  );
}

import { Group, Paper, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { itPlaySandbox as t } from '@/messages/it-play-sandbox';
import { usePlaySandboxFixtures } from '../api/get-fixtures';

/** The way into the sandbox from the account home: shown only when the server has it on. */
export function PlaySandboxLink() {
  const fixtures = usePlaySandboxFixtures();
  if (!fixtures.data) return null;
  return (
    <Paper withBorder radius="md" p="md" maw={480}>
      <UnstyledButton component={Link} to={paths.account.playSandbox.getHref()} w="100%">
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={40} radius="md" variant="light" color="yellow" aria-hidden>
            <i className="ri-flask-line" />
          </ThemeIcon>
          <div>
            <Text fw={700}>{t.link.title}</Text>
            <Text size="sm" c="dimmed">
              {t.link.subtitle}
            </Text>
          </div>
        </Group>
      </UnstyledButton>
    </Paper>
  );
}

import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { itRegistration } from '@/messages/it-registration';

const t = itRegistration.locked;

/**
 * Registration closed (module off, withdraw-only mode, or the night lock outside 8-23 Europe/Rome):
 * 'La pagina non è disponibile'.
 */
export function RegistrationLocked() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" w="100%">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="default" color="gray">
          <i className="ri-lock-line" aria-hidden style={{ fontSize: 28 }} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t.title}
        </Title>
        <Text c="dimmed">{t.text}</Text>
        <Button component={Link} to={paths.home.getHref()} variant="default">
          {t.home}
        </Button>
      </Stack>
    </Paper>
  );
}

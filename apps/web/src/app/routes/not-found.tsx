import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { it } from '@/messages/it';
import { DocumentTitle } from '@/lib/document-title';

export default function NotFoundRoute() {
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="md" ta="center">
        <DocumentTitle title={it.notFound.title} />
        <i
          className="ri-compass-3-line"
          aria-hidden
          style={{ fontSize: 48, color: 'var(--mantine-color-dimmed)' }}
        />
        <Title order={1} size="h2">
          {it.notFound.title}
        </Title>
        <Text c="dimmed">{it.notFound.text}</Text>
        <Button component={Link} to={paths.home.getHref()}>
          {it.notFound.home}
        </Button>
      </Stack>
    </Center>
  );
}

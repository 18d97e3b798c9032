import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { itProfile } from '@/messages/it-profile';

type Texts = { title: string; loading: string; failed: string; empty: string };

/** A titled list of the Sicurezza tab (logins, devices) with its loading, error and empty states. */
export function SecurityList<T>({
  texts,
  query,
  itemKey,
  children,
}: {
  texts: Texts;
  query: UseQueryResult<T[]>;
  itemKey: (item: T, index: number) => string | number;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {texts.title}
      </Title>
      {query.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="xs" />
          <Text size="sm">{texts.loading}</Text>
        </Group>
      ) : query.isError ? (
        <Text size="sm" c="red" role="alert">
          {texts.failed}
        </Text>
      ) : query.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.empty}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={6}
          aria-label={texts.title}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {query.data.map((item, index) => (
            <Group component="li" key={itemKey(item, index)} justify="space-between" wrap="nowrap" gap="xs">
              {children(item, index)}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const o = itProfile.origin;

/** 'Chrome su Windows', or what is known of it; null when nothing is. */
export function deviceName(origin: { browser: string | null; sistema: string | null }): string | null {
  if (origin.browser && origin.sistema) return o.device(origin.browser, origin.sistema);
  return origin.browser ?? origin.sistema;
}

/** The origin line under a login or a device: 'Chrome su Windows · IP 93.41.2.7'. */
export function originLine(origin: {
  browser: string | null;
  sistema: string | null;
  indirizzo: string | null;
}) {
  const parts = [deviceName(origin) ?? o.unknownDevice];
  if (origin.indirizzo) parts.push(o.address(origin.indirizzo));
  return parts.join(' · ');
}

import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { PasskeyEntry } from '@conto-gioco/shared/profile';
import { formatDateTime } from '@/lib/format';
import { itPasskeys } from '@/messages/it-passkeys';
import { usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/manage-passkeys';

const t = itPasskeys.list;

function PasskeyRow({ passkey }: { passkey: PasskeyEntry }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.nome ?? '');
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const label = passkey.nome ?? t.unnamed;
  return (
    <Stack component="li" gap={4}>
      {editing ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            rename.mutate({ id: passkey.id, nome: name.trim() }, { onSuccess: () => setEditing(false) });
          }}
        >
          <Group align="flex-end" gap="xs">
            <TextInput
              label={t.nameLabel}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={60}
            />
            <Button type="submit" size="xs" loading={rename.isPending} disabled={!name.trim()}>
              {t.save}
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(false)}>
              {t.cancel}
            </Button>
          </Group>
        </form>
      ) : (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {label}
            </Text>
            <Text size="xs" c="dimmed">
              {t.created(formatDateTime(passkey.creato))}
              {passkey.ultimoUso ? ` · ${t.lastUsed(formatDateTime(passkey.ultimoUso))}` : ''}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => setEditing(true)}
              aria-label={`${t.rename} ${label}`}
            >
              {t.rename}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="outline"
              loading={remove.isPending}
              onClick={() => remove.mutate(passkey.id)}
              aria-label={`${t.remove} ${label}`}
            >
              {t.remove}
            </Button>
          </Group>
        </Group>
      )}
      {(rename.isError || remove.isError) && (
        <Text size="xs" c="red" role="alert">
          {t.failed}
        </Text>
      )}
    </Stack>
  );
}

/** The player's passkeys: each with when it was made and last used, renamed or removed here. */
export function PasskeyList() {
  const passkeys = usePasskeys();
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t.title}
      </Title>
      {passkeys.isPending ? (
        <Text size="sm">{t.loading}</Text>
      ) : passkeys.isError ? (
        <Text size="sm" c="red" role="alert">
          {t.loadFailed}
        </Text>
      ) : passkeys.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.empty}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          aria-label={t.title}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

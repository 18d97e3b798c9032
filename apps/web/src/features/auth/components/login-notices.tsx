import { Anchor, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { NavigateFunction } from 'react-router';
import { paths } from '@/config/paths';
import { it } from '@/messages/it';
import type { LoginResult } from '../api/login-user';

/**
 * The prompts that follow some logins (access.md §4), loaded only when one is due: -6443 asks the
 * player to set the deposit limit; an invitation announces the site's closure with the migration
 * link. Both stay until the player closes them.
 */
export function showLoginNotices(result: LoginResult, navigate: NavigateFunction) {
  if (result.depositLimitRequired) {
    const id = 'login-deposit-limit';
    notifications.show({
      id,
      color: 'yellow',
      title: it.loginOutcome.depositLimit.title,
      autoClose: false,
      message: (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{result.message}</Text>
          <Button
            size="xs"
            onClick={() => {
              notifications.hide(id);
              void navigate(paths.account.edit.giocoConsapevole.getHref());
            }}
          >
            {it.loginOutcome.depositLimit.button}
          </Button>
        </Stack>
      ),
    });
  }
  if (result.invitation) {
    notifications.show({
      id: 'login-invitation',
      color: 'orange',
      title: it.loginOutcome.invitation.title,
      autoClose: false,
      message: (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{it.loginOutcome.invitation.text}</Text>
          <Anchor href={result.invitation} fw={700} size="sm">
            {it.loginOutcome.invitation.link}
          </Anchor>
        </Stack>
      ),
    });
  }
}

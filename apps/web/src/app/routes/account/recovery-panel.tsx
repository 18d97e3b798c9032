import { Paper, Stack, Title } from '@mantine/core';
import { PasswordRecovery } from '@/features/recovery/components/password-recovery';
import { UsernameRecovery } from '@/features/recovery/components/username-recovery';
import { paths } from '@/config/paths';
import { itRecovery } from '@/messages/it-recovery';
import { renderBotCheck } from '../../bot-check';

export type RecoveryKind = 'password' | 'username';

/** The login screen's recovery variants (?recover=password, ?recover=username), loaded on demand. */
export default function RecoveryPanel({ kind, username }: { kind: RecoveryKind; username: string | null }) {
  const loginHref = paths.account.login.getHref({ username });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={440} mx="auto" w="100%">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {kind === 'password' ? itRecovery.password.title : itRecovery.username.title}
        </Title>
        {kind === 'password' ? (
          <PasswordRecovery defaultUsername={username} loginHref={loginHref} botCheck={renderBotCheck} />
        ) : (
          <UsernameRecovery loginHref={loginHref} botCheck={renderBotCheck} />
        )}
      </Stack>
    </Paper>
  );
}

import type { UserData } from '@conto-gioco/shared/auth';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatCents, formatDateTime } from '@/lib/format';
import { it } from '@/messages/it';

type AccountWelcomeProps = {
  user: UserData;
  /** GetSaldo's soldi, in cents; undefined while loading. */
  gamingBalance: number | undefined;
};

export function AccountWelcome({ user, gamingBalance }: AccountWelcomeProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {it.account.welcome(user.nome, user.cognome)}
          </Title>
          <Group gap="lg" wrap="wrap">
            <Text size="sm" c="dimmed">
              {it.account.contract(user.contratto)}
            </Text>
            <Text size="sm" c="dimmed">
              {user.lastLogin
                ? it.account.lastAccess(formatDateTime(user.lastLogin))
                : it.account.firstAccess}
            </Text>
          </Group>
        </Stack>
        <div role="group" aria-label={it.account.balancesLabel}>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" m={0}>
            <Stack gap={2}>
              <Text component="dt" size="sm" c="dimmed">
                {it.account.gamingBalance}
              </Text>
              <Text component="dd" m={0} fw={700} fz="xl">
                {gamingBalance === undefined ? (
                  <Skeleton component="span" display="inline-block" h={24} w={120} />
                ) : (
                  formatCents(gamingBalance)
                )}
              </Text>
            </Stack>
            <Stack gap={2}>
              <Text component="dt" size="sm" c="dimmed">
                {it.account.bonusBalance}
              </Text>
              <Text component="dd" m={0} fw={700} fz="xl">
                {formatCents(user.BonusCouponsValue)}
              </Text>
            </Stack>
          </SimpleGrid>
        </div>
      </Stack>
    </Paper>
  );
}

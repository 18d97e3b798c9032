import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export type ResultLook = 'success' | 'failed' | 'pending' | 'back';

const LOOK: Record<ResultLook, { icon: string; colour: string }> = {
  success: { icon: 'ri-checkbox-circle-fill', colour: 'var(--mantine-color-green-7)' },
  failed: { icon: 'ri-close-circle-fill', colour: 'var(--mantine-color-red-7)' },
  pending: { icon: 'ri-time-fill', colour: 'var(--mantine-color-orange-7)' },
  back: { icon: 'ri-arrow-go-back-line', colour: 'var(--mantine-color-gray-7)' },
};

type ResultCardProps = {
  status: ResultLook;
  /** The small title above the headline ('Esito della ricarica'). */
  pageTitle: string;
  headline: string;
  /** The lines below the headline. */
  children: ReactNode;
  /** The page's buttons, before 'Vai al tuo conto' (`toAccount`). */
  actions: ReactNode;
  toAccount: string;
};

/**
 * A payment result page (money.md §2, §4): the status's icon, the page's title, the headline, the
 * page's lines and buttons, and 'Vai al tuo conto'.
 */
export function ResultCard({ status, pageTitle, headline, children, actions, toAccount }: ResultCardProps) {
  const look = LOOK[status];
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} data-status={status}>
        <Stack gap="md" align="center" ta="center">
          <i className={look.icon} aria-hidden style={{ fontSize: 56, color: look.colour }} />
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {pageTitle}
          </Text>
          <Title order={1} size="h3">
            {headline}
          </Title>
          {children}
          <Group gap="sm" justify="center" mt="sm">
            {actions}
            <Button component={Link} to={paths.account.home.getHref()} variant="default">
              {toAccount}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

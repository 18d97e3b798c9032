import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PaymentPageProps = {
  title: string;
  intro: string;
  /** A button beside the title (a link to the pending withdrawals, back to the form). */
  action?: ReactNode;
  children: ReactNode;
};

/** A payments page (money.md §2): the title and its intro, then the content. */
export function PaymentPage({ title, intro, action, children }: PaymentPageProps) {
  const heading = (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{intro}</Text>
    </Stack>
  );
  return (
    <Container size="lg" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        {action ? (
          <Group justify="space-between" align="flex-end" gap="sm">
            {heading}
            {action}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Container>
  );
}

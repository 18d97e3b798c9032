import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type MethodDetailsTexts = { test: string; testHint: string };

type MethodDetailsProps = {
  method: PaymentMethod;
  texts: MethodDetailsTexts;
  /** What the screen adds below the description: fee and limits, delivery time, time slot. */
  children?: ReactNode;
};

/** The selected method: name, TEST marker, description, the screen's own lines and its notice. */
export function MethodDetails({ method, texts: t, children }: MethodDetailsProps) {
  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <i className={`ri-${method.Icon}`} aria-hidden style={{ fontSize: 24 }} />
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {method.NameLong}
          </Title>
        </Group>
        {method.Testing && (
          // Filled, shade 9: white text above 4.5:1.
          <Badge color="red.9" variant="filled" title={t.testHint} style={{ flexShrink: 0 }}>
            {t.test}
          </Badge>
        )}
      </Group>
      {method.Description && <Text size="sm">{method.Description}</Text>}
      {children}
      {method.InfoMessage && (
        <Alert
          color="blue"
          variant="light"
          p="xs"
          role="note"
          icon={<i className="ri-information-line" aria-hidden />}
        >
          <Text size="sm">{method.InfoMessage}</Text>
        </Alert>
      )}
    </Stack>
  );
}

/** One 'label: value' line of a method's details, inside a <dl>. */
export function DetailLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="dt" size="sm" c="dimmed">
        {label}:
      </Text>
      <Text component="dd" size="sm" fw={600} m={0}>
        {children}
      </Text>
    </Group>
  );
}

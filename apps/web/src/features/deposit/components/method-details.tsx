import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatCents } from '@/lib/format';
import { itDeposit } from '@/messages/it-deposit';
import { feeText } from '../lib/amount';

const t = itDeposit.method;

/** The selected method: name, TEST marker, description, fee, limits, credit time and its notice. */
export function MethodDetails({ method }: { method: PaymentMethod }) {
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
      <Stack gap={2} component="dl" m={0}>
        <Group gap={6} wrap="nowrap">
          <Text component="dt" size="sm" c="dimmed">
            {t.fee}:
          </Text>
          <Text component="dd" size="sm" fw={600} m={0}>
            {feeText(method.AdditionalCost, t.noFee, t.zeroFee)}
          </Text>
        </Group>
        {method.CreditTime && (
          <Group gap={6} wrap="nowrap">
            <Text component="dt" size="sm" c="dimmed">
              {t.creditTime}:
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {method.CreditTime}
            </Text>
          </Group>
        )}
      </Stack>
      <Text size="sm" c="dimmed">
        {t.limits(
          formatCents(method.MinAmount),
          method.MaxAmount === null ? null : formatCents(method.MaxAmount),
        )}
      </Text>
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

import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { itWithdrawal } from '@/messages/it-withdrawal';

const t = itWithdrawal.method;

/** The selected method: name, TEST marker, description, delivery time (DeliveryTimeMessage) and its notice. */
export function MethodDetails({ method, timeSlot }: { method: PaymentMethod; timeSlot: boolean }) {
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
          <Badge color="red.9" variant="filled" title={t.testHint} style={{ flexShrink: 0 }}>
            {t.test}
          </Badge>
        )}
      </Group>
      {method.Description && <Text size="sm">{method.Description}</Text>}
      {method.DeliveryTimeMessage && (
        <Group gap={6} wrap="nowrap" component="dl" m={0}>
          <Text component="dt" size="sm" c="dimmed">
            {t.deliveryTime}:
          </Text>
          <Text component="dd" size="sm" fw={600} m={0}>
            {method.DeliveryTimeMessage}
          </Text>
        </Group>
      )}
      {timeSlot && method.TimeSlot_From && method.TimeSlot_To && (
        <Text size="sm" c="orange.9">
          {t.timeSlot(method.TimeSlot_From, method.TimeSlot_To)}
        </Text>
      )}
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

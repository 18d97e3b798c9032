import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { Stack, Text } from '@mantine/core';
import { DetailLine, MethodDetails } from '@/components/payments/method-details';
import { itWithdrawal } from '@/messages/it-withdrawal';

const t = itWithdrawal.method;

/** The selected method: name, TEST marker, description, delivery time (DeliveryTimeMessage) and its notice. */
export function WithdrawalMethodDetails({ method, timeSlot }: { method: PaymentMethod; timeSlot: boolean }) {
  return (
    <MethodDetails method={method} texts={t}>
      {method.DeliveryTimeMessage && (
        <Stack gap={2} component="dl" m={0}>
          <DetailLine label={t.deliveryTime}>{method.DeliveryTimeMessage}</DetailLine>
        </Stack>
      )}
      {timeSlot && method.TimeSlot_From && method.TimeSlot_To && (
        <Text size="sm" c="red.9">
          {t.timeSlot(method.TimeSlot_From, method.TimeSlot_To)}
        </Text>
      )}
    </MethodDetails>
  );
}

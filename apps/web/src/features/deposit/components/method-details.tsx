import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { Stack, Text } from '@mantine/core';
import { DetailLine, MethodDetails } from '@/components/payments/method-details';
import { feeText } from '@/lib/amount';
import { formatCents } from '@/lib/format';
import { itDeposit } from '@/messages/it-deposit';

const t = itDeposit.method;

/** The selected method: name, TEST marker, description, fee, credit time, limits and its notice. */
export function DepositMethodDetails({ method }: { method: PaymentMethod }) {
  return (
    <MethodDetails method={method} texts={t}>
      <Stack gap={2} component="dl" m={0}>
        <DetailLine label={t.fee}>{feeText(method.AdditionalCost, t.noFee, t.zeroFee)}</DetailLine>
        {method.CreditTime && <DetailLine label={t.creditTime}>{method.CreditTime}</DetailLine>}
      </Stack>
      <Text size="sm" c="dimmed">
        {t.limits(
          formatCents(method.MinAmount),
          method.MaxAmount === null ? null : formatCents(method.MaxAmount),
        )}
      </Text>
    </MethodDetails>
  );
}

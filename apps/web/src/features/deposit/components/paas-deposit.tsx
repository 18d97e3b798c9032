import { DEPOSIT_CODE } from '@conto-gioco/shared/deposit';
import { depositAmountError } from '@conto-gioco/shared/deposit-rules';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { AmountField } from '@/components/payments/amount-field';
import { ErrorAlert } from '@/components/payments/error-alert';
import { ProviderFrame } from '@/components/payments/provider-frame';
import { euroTextToCents } from '@/lib/amount';
import { itDeposit } from '@/messages/it-deposit';
import { useDepositWithPaas } from '../api/deposit-with-paas';

/** The PaaS method is not listed: its bounds are the server's to check; here only "an amount". */
const ANY_AMOUNT = { MinAmount: 1, MaxAmount: null };

/**
 * DepositWithPaas_Enabled (money.md §2): an amount and 'Continua'; the embedded provider page then
 * replaces the built-in forms.
 */
export function PaasDeposit({ initialAmount }: { initialAmount: string }) {
  const [amount, setAmount] = useState(initialAmount);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const paas = useDepositWithPaas();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const cents = euroTextToCents(amount);
    const amountError = depositAmountError(ANY_AMOUNT, cents) ?? undefined;
    setError(amountError);
    if (amountError) return;
    let response;
    try {
      response = await paas.mutateAsync(cents);
    } catch {
      setFailure(itDeposit.connectionError);
      return;
    }
    if (response.ResponseCode !== DEPOSIT_CODE.OK || !response.ResponseData) {
      setFailure(itDeposit.errorText(response.ResponseCode, response.ResponseMessage));
      return;
    }
    const { endpoint, token } = response.ResponseData;
    setFrameUrl(`${endpoint}${endpoint.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
  };

  if (frameUrl) return <ProviderFrame url={frameUrl} title={itDeposit.paas.frame} allow="payment" />;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640} w="100%">
      <form noValidate aria-label={itDeposit.form.label} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text size="sm">{itDeposit.paas.intro}</Text>
          <AmountField value={amount} onChange={setAmount} error={error} texts={itDeposit.form} />
          {failure && <ErrorAlert title={itDeposit.errorTitle} text={failure} />}
          <Button type="submit" size="md" fullWidth loading={paas.isPending}>
            {itDeposit.paas.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

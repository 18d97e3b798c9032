import { DEPOSIT_CODE } from '@conto-gioco/shared/deposit';
import { depositAmountError } from '@conto-gioco/shared/deposit-rules';
import { useState } from 'react';
import { PaasForm, paasFrameUrl } from '@/components/payments/paas-form';
import { ProviderFrame } from '@/components/payments/provider-frame';
import { euroTextToCents } from '@/lib/amount';
import { itDeposit } from '@/messages/it-deposit';
import { useDepositWithPaas } from '../api/deposit-with-paas';

/** The PaaS method is not listed: its bounds are the server's to check; here only "an amount". */
const ANY_AMOUNT = { MinAmount: 1, MaxAmount: null };

const texts = { ...itDeposit.form, ...itDeposit.paas, errorTitle: itDeposit.errorTitle };

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

  const submit = async () => {
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
    setFrameUrl(paasFrameUrl(response.ResponseData));
  };

  if (frameUrl) return <ProviderFrame url={frameUrl} title={itDeposit.paas.frame} allow="payment" />;

  return (
    <PaasForm
      texts={texts}
      amount={amount}
      onAmountChange={setAmount}
      amountError={error}
      failure={failure}
      pending={paas.isPending}
      onSubmit={() => void submit()}
    />
  );
}

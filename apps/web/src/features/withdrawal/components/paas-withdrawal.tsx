import { WITHDRAWAL_CODE } from '@conto-gioco/shared/withdrawal';
import { withdrawalAmountError } from '@conto-gioco/shared/withdrawal-rules';
import { VALIDATION_MESSAGES } from '@conto-gioco/shared/validation/messages';
import { PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { PaasForm, paasFrameUrl } from '@/components/payments/paas-form';
import { ProviderFrame } from '@/components/payments/provider-frame';
import { euroTextToCents } from '@/lib/amount';
import { itWithdrawal } from '@/messages/it-withdrawal';
import { useWithdrawWithPaas } from '../api/withdraw-with-paas';

const texts = { ...itWithdrawal.form, ...itWithdrawal.paas, errorTitle: itWithdrawal.errorTitle };

/**
 * WithdrawWithPaas_Enabled: the amount and the password, then the embedded provider page replaces
 * the built-in forms. The hidden PaaS method's bounds are the server's; here the amount only has to
 * be within the withdrawable balance.
 */
export function PaasWithdrawal({
  withdrawable,
  onWithdrawn,
}: {
  withdrawable: number;
  /** WithdrawWithPaas moved the money at once: the balance changed. */
  onWithdrawn: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; pin?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const paas = useWithdrawWithPaas();
  const bounds = { min: 1, max: withdrawable, timeSlot: false };

  const submit = async () => {
    setFailure(null);
    const cents = euroTextToCents(amount);
    const next = {
      amount: withdrawalAmountError(bounds, cents) ?? undefined,
      pin: pin.trim() ? undefined : VALIDATION_MESSAGES.required,
    };
    setErrors(next);
    if (next.amount || next.pin) return;
    let response;
    try {
      response = await paas.mutateAsync({ importo: cents, pin });
    } catch {
      setFailure(itWithdrawal.connectionError);
      return;
    }
    if (response.ResponseCode !== WITHDRAWAL_CODE.OK || !response.ResponseData) {
      setFailure(itWithdrawal.errorText(response.ResponseMessage));
      return;
    }
    onWithdrawn();
    setFrameUrl(paasFrameUrl(response.ResponseData));
  };

  if (frameUrl) return <ProviderFrame url={frameUrl} title={itWithdrawal.paas.frame} />;

  return (
    <PaasForm
      texts={texts}
      amount={amount}
      onAmountChange={setAmount}
      amountError={errors.amount}
      failure={failure}
      pending={paas.isPending}
      onSubmit={() => void submit()}
    >
      <PasswordInput
        label={itWithdrawal.form.pin}
        description={itWithdrawal.form.pinHint}
        autoComplete="current-password"
        withAsterisk
        value={pin}
        onChange={(event) => setPin(event.currentTarget.value)}
        error={errors.pin}
      />
    </PaasForm>
  );
}

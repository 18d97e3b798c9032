import { Button, Paper, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { AmountField, type AmountFieldTexts } from './amount-field';
import { ErrorAlert } from './error-alert';

type PaasFormProps = {
  texts: AmountFieldTexts & { label: string; intro: string; submit: string; errorTitle: string };
  /** The amount as typed, in euro, and its rule's message. */
  amount: string;
  onAmountChange: (value: string) => void;
  amountError?: string;
  /** The fields after the amount (the withdrawal's password). */
  children?: ReactNode;
  /** The refusal or connection failure of the last submit. */
  failure: string | null;
  pending: boolean;
  onSubmit: () => void;
};

/** The short form of an embedded PaaS page (deposit, withdrawal): the amount and 'Continua'. */
export function PaasForm({
  texts: t,
  amount,
  onAmountChange,
  amountError,
  children,
  failure,
  pending,
  onSubmit,
}: PaasFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640} w="100%">
      <form noValidate aria-label={t.label} onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{t.intro}</Text>
          <AmountField value={amount} onChange={onAmountChange} error={amountError} texts={t} />
          {children}
          {failure && <ErrorAlert title={t.errorTitle} text={failure} />}
          <Button type="submit" size="md" fullWidth loading={pending}>
            {t.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** The PaaS page's address: its endpoint with the session token the start call answered. */
export const paasFrameUrl = ({ endpoint, token }: { endpoint: string; token: string }) =>
  `${endpoint}${endpoint.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;

import { PREDEFINED_DEPOSIT_AMOUNTS_EURO } from '@conto-gioco/shared/constants';
import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useId, type Ref } from 'react';
import { centsToEuroText, euroTextToCents } from '@/lib/amount';

export type AmountFieldTexts = {
  amounts: string;
  amountOption: (euro: number) => string;
  amount: string;
  amountPlaceholder: string;
};

export type AmountFieldProps = {
  /** The amount as typed, in euro. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  description?: string;
  inputRef?: Ref<HTMLInputElement>;
  texts: AmountFieldTexts;
  /** Whether a predefined amount (in cents) may be chosen; the others are disabled. All by default. */
  allowed?: (cents: number) => boolean;
};

/** The predefined amounts 10 20 50 100 200 500 euro (money.md §9), and the free amount in euro. */
export function AmountField({
  value,
  onChange,
  onBlur,
  error,
  description,
  inputRef,
  texts: t,
  allowed,
}: AmountFieldProps) {
  const labelId = `${useId()}-amounts-label`;
  const cents = euroTextToCents(value);
  return (
    <Stack gap="xs">
      <Text component="span" size="sm" fw={500} id={labelId}>
        {t.amounts}
      </Text>
      <SimpleGrid cols={{ base: 3, xs: 6 }} spacing="xs" role="group" aria-labelledby={labelId}>
        {PREDEFINED_DEPOSIT_AMOUNTS_EURO.map((euro) => (
          <Button
            key={euro}
            px={4}
            variant={cents === euro * 100 ? 'filled' : 'default'}
            aria-pressed={cents === euro * 100}
            disabled={allowed ? !allowed(euro * 100) : undefined}
            onClick={() => onChange(centsToEuroText(euro * 100))}
          >
            {t.amountOption(euro)}
          </Button>
        ))}
      </SimpleGrid>
      <TextInput
        ref={inputRef}
        label={t.amount}
        description={description}
        placeholder={t.amountPlaceholder}
        inputMode="decimal"
        autoComplete="off"
        withAsterisk
        leftSection={<span aria-hidden>€</span>}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        error={error}
      />
    </Stack>
  );
}

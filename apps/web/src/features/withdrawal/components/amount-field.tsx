import { PREDEFINED_DEPOSIT_AMOUNTS_EURO } from '@conto-gioco/shared/constants';
import type { WithdrawalBounds } from '@conto-gioco/shared/withdrawal-rules';
import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { itWithdrawal } from '@/messages/it-withdrawal';
import { centsToEuroText, euroTextToCents } from '../lib/amount';

const t = itWithdrawal.form;

type AmountFieldProps = {
  /** The amount as typed, in euro. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** The bounds in force: the predefined amounts outside them are disabled, and the hint says them. */
  bounds: Pick<WithdrawalBounds, 'min' | 'max'> | null;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The deposit's predefined amounts (money.md §9: 10 20 50 100 200 500 euro), those outside the
 * bounds disabled, and the free amount with the hint 'Min: € {min} - Max: € {max}'.
 */
export function AmountField({ value, onChange, onBlur, error, bounds, inputRef }: AmountFieldProps) {
  const cents = euroTextToCents(value);
  const allowed = (euro: number) => !bounds || (euro * 100 >= bounds.min && euro * 100 <= bounds.max);
  return (
    <Stack gap="xs">
      <Text component="span" size="sm" fw={500} id="withdrawal-amounts-label">
        {t.amounts}
      </Text>
      <SimpleGrid
        cols={{ base: 3, xs: 6 }}
        spacing="xs"
        role="group"
        aria-labelledby="withdrawal-amounts-label"
      >
        {PREDEFINED_DEPOSIT_AMOUNTS_EURO.map((euro) => (
          <Button
            key={euro}
            px={4}
            variant={cents === euro * 100 ? 'filled' : 'default'}
            aria-pressed={cents === euro * 100}
            disabled={!allowed(euro)}
            onClick={() => onChange(centsToEuroText(euro * 100))}
          >
            {t.amountOption(euro)}
          </Button>
        ))}
      </SimpleGrid>
      <TextInput
        ref={inputRef}
        label={t.amount}
        description={bounds ? t.hint(bounds.min, bounds.max) : undefined}
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

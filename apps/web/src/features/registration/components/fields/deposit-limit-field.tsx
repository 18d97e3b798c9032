import { DEPOSIT_LIMIT_OPTIONS_CENTS } from '@conto-gioco/shared/registration';
import { NativeSelect } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { formatCents } from '@/lib/format';
import { itRegistration } from '@/messages/it-registration';
import { useLimitiDeposito } from '../../api/get-limiti-deposito';

const t = itRegistration.depositLimit;

export type DepositLimitFieldProps<T extends FieldValues> = {
  control: Control<T>;
  /** The amount in cents (the payload's deposito.importo); period 'WW', once per period. */
  name: Path<T>;
};

/**
 * The maximum weekly deposit (access.md §9): the 14 options of GetLimitiDeposito in the site's
 * order, shown in euro. Until they arrive (or if they cannot) the same 14 amounts, ascending.
 */
export function DepositLimitField<T extends FieldValues>({ control, name }: DepositLimitFieldProps<T>) {
  const options = useLimitiDeposito().data ?? DEPOSIT_LIMIT_OPTIONS_CENTS;
  const data = [
    { value: '', label: t.choose, disabled: true },
    ...options.map((cents) => ({ value: String(cents), label: formatCents(cents) })),
  ];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NativeSelect
          label={t.label}
          description={t.hint}
          withAsterisk
          name={field.name}
          ref={field.ref}
          data={data}
          value={field.value ? String(field.value) : ''}
          onChange={(event) =>
            field.onChange(event.currentTarget.value ? Number(event.currentTarget.value) : undefined)
          }
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

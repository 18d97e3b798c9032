import { ITALY_COUNTRY_ID } from '@conto-gioco/shared/registration';
import { NativeSelect } from '@mantine/core';
import { itRegistration } from '@/messages/it-registration';
import { useNazioni } from '../../api/get-nazioni';

type NationFieldProps = {
  label: string;
  value: number | undefined;
  onChange: (id: number) => void;
  error?: string;
  name?: string;
};

/** A nation from GetNazioni (Italy, id 181, until the list arrives). */
export function NationField({ label, value, onChange, error, name }: NationFieldProps) {
  const nations = useNazioni().data;
  const data = nations
    ? nations.map((nation) => ({ value: String(nation.Id), label: nation.Nome }))
    : [{ value: String(value ?? ITALY_COUNTRY_ID), label: itRegistration.loading }];
  return (
    <NativeSelect
      label={label}
      withAsterisk
      name={name}
      data={data}
      value={String(value ?? ITALY_COUNTRY_ID)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      error={error}
    />
  );
}

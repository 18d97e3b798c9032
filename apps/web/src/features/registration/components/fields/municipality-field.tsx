import { ESTERO_MUNICIPALITY_ID, type Municipality } from '@conto-gioco/shared/registration';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { itRegistration } from '@/messages/it-registration';
import { MUNICIPALITY_SEARCH_MIN, useComuni, type MunicipalityList } from '../../api/get-comuni';

/** A chosen municipality: its id and the name shown. */
export type MunicipalityChoice = { id: number; label: string };

export const ESTERO_CHOICE: MunicipalityChoice = { id: ESTERO_MUNICIPALITY_ID, label: 'ESTERO' };

export const municipalityLabel = (municipality: Municipality) =>
  municipality.Id === ESTERO_CHOICE.id || !municipality.Provincia
    ? municipality.Nome
    : `${municipality.Nome} (${municipality.Provincia})`;

type MunicipalityFieldProps = {
  label: string;
  list: MunicipalityList;
  value: MunicipalityChoice | null;
  onChange: (choice: MunicipalityChoice | null) => void;
  /** Abroad: the field shows ESTERO and cannot be changed. */
  abroad?: boolean;
  error?: string;
  name?: string;
};

/** A municipality chosen by type-ahead (GetComuni or GetComuniNascita, searched from 2 letters). */
export function MunicipalityField({
  label,
  list,
  value,
  onChange,
  abroad = false,
  error,
  name,
}: MunicipalityFieldProps) {
  const [search, setSearch] = useState(value?.label ?? '');
  const [debounced] = useDebouncedValue(search, 250);
  // Searching again for the chosen name is pointless: the list keeps the choice.
  const query = debounced === value?.label ? '' : debounced;
  const results = useComuni(list, query);
  const data = useMemo(() => {
    const options = new Map<string, string>();
    if (value) options.set(String(value.id), value.label);
    for (const municipality of results.data ?? []) {
      const id = String(municipality.Id);
      if (!options.has(id)) options.set(id, municipalityLabel(municipality));
    }
    return [...options].map(([optionValue, optionLabel]) => ({ value: optionValue, label: optionLabel }));
  }, [results.data, value]);

  if (abroad) {
    return (
      <Select
        // A field of its own: nothing of the search field's state carries over.
        key="abroad"
        label={label}
        withAsterisk
        name={name}
        data={[{ value: String(ESTERO_CHOICE.id), label: ESTERO_CHOICE.label }]}
        value={String(ESTERO_CHOICE.id)}
        disabled
      />
    );
  }

  return (
    <Select
      key="search"
      label={label}
      withAsterisk
      name={name}
      searchable
      clearable
      data={data}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched: show what it answered.
      filter={({ options }) => options}
      onChange={(id, option) => onChange(id === null ? null : { id: Number(id), label: option.label })}
      nothingFoundMessage={
        search.trim().length >= MUNICIPALITY_SEARCH_MIN && !results.isFetching
          ? itRegistration.noMunicipality
          : undefined
      }
      rightSection={results.isFetching ? <Loader size="xs" /> : undefined}
      comboboxProps={{ withinPortal: true }}
      error={error}
      autoComplete="off"
    />
  );
}

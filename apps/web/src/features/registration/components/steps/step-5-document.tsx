import type { ListItem } from '@conto-gioco/shared/registration';
import { zodResolver } from '@hookform/resolvers/zod';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { itRegistration } from '@/messages/it-registration';
import { useEmittenteDocumento } from '../../api/get-emittente-documento';
import { useTipiDocumenti } from '../../api/get-tipi-documenti';
import { addYearsIso, todayIso } from '../../lib/dates';
import { DOCUMENT_MAX_YEARS, step5WithDates } from '../../lib/document-dates';
import type { Draft, Place } from '../../lib/draft';
import { MunicipalityField } from '../fields/municipality-field';
import { StepForm } from '../step-form';

const t = itRegistration.step5;

type Step5Props = { draft: Draft; onNext: (values: Partial<Draft>) => void };

const options = (items: ListItem[] | undefined) => [
  { value: '', label: items ? itRegistration.choose : itRegistration.loading, disabled: true },
  ...(items ?? []).map((item) => ({ value: String(item.Id), label: item.Descrizione })),
];

/** Step 5: the identity document: type, number, issuer, issuing municipality, issue and expiry dates. */
export function Step5Document({ draft, onNext }: Step5Props) {
  const schema = useMemo(() => step5WithDates(new Date(), draft.dataNascita), [draft.dataNascita]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      tipoDocumentoId: draft.tipoDocumentoId,
      numeroDocumento: draft.numeroDocumento ?? '',
      enteRilascioId: draft.enteRilascioId,
      comuneRilascioId: draft.comuneRilascioId,
      dataRilascioDocumento: draft.dataRilascioDocumento ?? '',
      dataScadenzaDocumento: draft.dataScadenzaDocumento ?? '',
    },
  });
  const tipi = useTipiDocumenti().data;
  const enti = useEmittenteDocumento().data;
  const [comune, setComune] = useState<Place | null>(draft.comuneRilascio ?? null);
  const { errors, isSubmitted } = form.formState;
  const today = todayIso();

  return (
    <StepForm
      title={t.title}
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          const ente = enti?.find((item) => item.Id === values.enteRilascioId)?.Descrizione;
          onNext({
            ...values,
            rilasciatoDocumento: ente && comune ? t.issuer(ente, comune.label) : '',
            comuneRilascio: comune,
          });
        })(event)
      }
    >
      <Controller
        control={form.control}
        name="tipoDocumentoId"
        render={({ field, fieldState }) => (
          <NativeSelect
            label={t.tipoDocumento}
            withAsterisk
            name={field.name}
            ref={field.ref}
            data={options(tipi)}
            value={field.value === undefined ? '' : String(field.value)}
            onChange={(event) => field.onChange(Number(event.currentTarget.value))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextInput
        label={t.numeroDocumento}
        withAsterisk
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.numeroDocumento?.message}
        {...form.register('numeroDocumento')}
      />
      <Controller
        control={form.control}
        name="enteRilascioId"
        render={({ field, fieldState }) => (
          <NativeSelect
            label={t.enteRilascio}
            withAsterisk
            name={field.name}
            ref={field.ref}
            data={options(enti)}
            value={field.value === undefined ? '' : String(field.value)}
            onChange={(event) => field.onChange(Number(event.currentTarget.value))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <MunicipalityField
        label={t.comuneRilascio}
        list="GetComuni"
        name="comuneRilascioId"
        value={comune}
        onChange={(choice) => {
          setComune(choice);
          form.setValue('comuneRilascioId', choice?.id as number, { shouldValidate: isSubmitted });
        }}
        error={errors.comuneRilascioId?.message}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label={t.dataRilascio}
          type="date"
          withAsterisk
          max={today}
          error={errors.dataRilascioDocumento?.message}
          {...form.register('dataRilascioDocumento')}
        />
        <TextInput
          label={t.dataScadenza}
          type="date"
          withAsterisk
          min={today}
          max={addYearsIso(today, DOCUMENT_MAX_YEARS)}
          error={errors.dataScadenzaDocumento?.message}
          {...form.register('dataScadenzaDocumento')}
        />
      </SimpleGrid>
    </StepForm>
  );
}

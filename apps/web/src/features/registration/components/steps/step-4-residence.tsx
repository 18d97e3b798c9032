import { ITALY_COUNTRY_ID, step4Schema } from '@conto-gioco/shared/registration';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { itRegistration } from '@/messages/it-registration';
import type { Draft, Place } from '../../lib/draft';
import { ESTERO_CHOICE, MunicipalityField } from '../fields/municipality-field';
import { NationField } from '../fields/nation-field';
import { StepForm } from '../step-form';

const t = itRegistration.step4;

type Step4Props = { draft: Draft; onNext: (values: Partial<Draft>) => void };

/** Step 4: residence country, address, postcode and municipality (active municipalities only). */
export function Step4Residence({ draft, onNext }: Step4Props) {
  const form = useForm<z.input<typeof step4Schema>, unknown, z.output<typeof step4Schema>>({
    resolver: zodResolver(step4Schema),
    defaultValues: {
      nazioneResidenzaId: draft.nazioneResidenzaId ?? ITALY_COUNTRY_ID,
      indirizzoResidenza: draft.indirizzoResidenza ?? '',
      capResidenza: draft.capResidenza ?? '',
      comuneResidenzaId: draft.comuneResidenzaId,
    },
  });
  const [comune, setComune] = useState<Place | null>(draft.comuneResidenza ?? null);
  const { errors, isSubmitted } = form.formState;
  const nazioneId = useWatch({ control: form.control, name: 'nazioneResidenzaId' });
  const abroad = nazioneId !== ITALY_COUNTRY_ID;
  const choose = (choice: Place | null) => {
    setComune(choice);
    form.setValue('comuneResidenzaId', choice?.id as number, { shouldValidate: isSubmitted });
  };

  return (
    <StepForm
      title={t.title}
      onSubmit={(event) =>
        void form.handleSubmit((values) => onNext({ ...values, comuneResidenza: comune }))(event)
      }
    >
      <Controller
        control={form.control}
        name="nazioneResidenzaId"
        render={({ field, fieldState }) => (
          <NationField
            label={t.nazioneResidenza}
            name={field.name}
            value={field.value}
            error={fieldState.error?.message}
            onChange={(id) => {
              field.onChange(id);
              choose(id === ITALY_COUNTRY_ID ? null : ESTERO_CHOICE);
            }}
          />
        )}
      />
      <TextInput
        label={t.indirizzo}
        description={t.indirizzoHint}
        withAsterisk
        autoComplete="street-address"
        error={errors.indirizzoResidenza?.message}
        {...form.register('indirizzoResidenza')}
      />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, xs: 4 }}>
          <TextInput
            label={t.cap}
            withAsterisk
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            error={errors.capResidenza?.message}
            {...form.register('capResidenza')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 8 }}>
          <MunicipalityField
            label={t.comuneResidenza}
            list="GetComuni"
            name="comuneResidenzaId"
            abroad={abroad}
            value={abroad ? ESTERO_CHOICE : comune}
            onChange={choose}
            error={errors.comuneResidenzaId?.message}
          />
        </Grid.Col>
      </Grid>
    </StepForm>
  );
}

import { ITALY_COUNTRY_ID, type GenerateCfRequest } from '@conto-gioco/shared/registration';
import { step3Schema } from '@conto-gioco/shared/registration-requests';
import { fiscalCodeDetails } from '@conto-gioco/shared/validation/fiscal-code';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Radio, Group, TextInput, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { itRegistration } from '@/messages/it-registration';
import { useGenerateCf } from '../../api/generate-cf';
import { reversedCfQueryOptions } from '../../api/reversed-cf';
import { todayIso } from '../../lib/dates';
import type { Draft, Place } from '../../lib/draft';
import { sameFiscalCode } from '../../lib/fiscal-code';
import { ESTERO_CHOICE, MunicipalityField } from '../fields/municipality-field';
import { NationField } from '../fields/nation-field';
import { StepForm } from '../step-form';

const t = itRegistration.step3;

type Fields = z.input<typeof step3Schema>;

type Step3Props = {
  draft: Draft;
  onNext: (values: Partial<Draft>) => void;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Step 3: sex, birth date, country and municipality, and the fiscal code. Built afresh each time it
 * is entered: a code given on step 2 fills the birth data (sex, date, and the place through
 * ReversedCF); the code is then computed from the data (GenerateCF): it fills an empty field, and a
 * different code entered is met with the offer of the computed one.
 */
export function Step3Birth({ draft, onNext }: Step3Props) {
  const derived = draft.codeFromStep2 && draft.codiceFiscale ? fiscalCodeDetails(draft.codiceFiscale) : null;
  const form = useForm<Fields, unknown, z.output<typeof step3Schema>>({
    resolver: zodResolver(step3Schema),
    defaultValues: {
      sesso: derived?.sesso ?? draft.sesso,
      dataNascita: derived?.dataNascita ?? draft.dataNascita ?? '',
      nazioneNascitaId: draft.nazioneNascitaId ?? ITALY_COUNTRY_ID,
      comuneNascitaId: draft.comuneNascitaId,
      codiceFiscale: draft.codiceFiscale ?? '',
    },
  });
  const { errors, isSubmitted } = form.formState;
  const [sesso, dataNascita, nazioneId, comuneId, codiceFiscale] = useWatch({
    control: form.control,
    name: ['sesso', 'dataNascita', 'nazioneNascitaId', 'comuneNascitaId', 'codiceFiscale'],
  });
  const abroad = nazioneId !== ITALY_COUNTRY_ID;

  // The birth place named by step 2's code, unless the player has chosen one since.
  const place = useQuery({ ...reversedCfQueryOptions(derived?.catastale ?? ''), enabled: derived !== null });
  const [chosen, setChosen] = useState<{ place: Place | null } | null>(null);
  const fromCode: Place | null = place.data
    ? place.data.Estero
      ? ESTERO_CHOICE
      : { id: place.data.Id, label: place.data.Nome }
    : null;
  const comune = chosen ? chosen.place : (fromCode ?? draft.comuneNascita ?? null);
  const manual = chosen !== null;
  useEffect(() => {
    if (!place.data || manual) return;
    form.setValue('nazioneNascitaId', place.data.Estero ? place.data.Id : ITALY_COUNTRY_ID);
    form.setValue('comuneNascitaId', place.data.Estero ? ESTERO_CHOICE.id : place.data.Id);
  }, [place.data, manual, form]);
  const choose = (choice: Place | null) => {
    setChosen({ place: choice });
    form.setValue('comuneNascitaId', choice?.id as number, { shouldValidate: isSubmitted });
  };

  // The code the data give, once they are all there.
  const complete =
    (sesso === 'M' || sesso === 'F') &&
    typeof dataNascita === 'string' &&
    DATE.test(dataNascita) &&
    typeof nazioneId === 'number' &&
    typeof comuneId === 'number' &&
    (abroad || comuneId !== ESTERO_CHOICE.id) &&
    Boolean(draft.nome && draft.cognome);
  const request: GenerateCfRequest | null = complete
    ? {
        nome: draft.nome!,
        cognome: draft.cognome!,
        sesso: sesso as 'M' | 'F',
        dataNascita: dataNascita as string,
        nazioneId: nazioneId as number,
        comuneId: comuneId as number,
      }
    : null;
  const [debouncedRequest] = useDebouncedValue(request, 300);
  const generated = useGenerateCf(complete ? debouncedRequest : null);
  const computed = generated.data;

  useEffect(() => {
    if (computed && !form.getValues('codiceFiscale')?.trim()) {
      form.setValue('codiceFiscale', computed, { shouldValidate: isSubmitted });
    }
  }, [computed, form, isSubmitted]);

  const entered = (codiceFiscale ?? '').trim();
  const offer = computed && entered && !sameFiscalCode(entered, computed) ? computed : null;
  const checkFailed = place.isError || (complete && generated.isError);

  return (
    <StepForm
      title={t.title}
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          // The server opens no account whose code differs from the data: take the offer first.
          if (offer) {
            form.setError(
              'codiceFiscale',
              { type: 'mismatch', message: t.correctionTitle },
              { shouldFocus: true },
            );
            return;
          }
          onNext({ ...values, comuneNascita: comune });
        })(event)
      }
    >
      {checkFailed && (
        <Alert
          color="yellow"
          variant="light"
          title={t.checkFailedTitle}
          icon={<i className="ri-error-warning-line" aria-hidden />}
        >
          {t.checkFailed}
        </Alert>
      )}
      <Controller
        control={form.control}
        name="sesso"
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t.sesso}
            withAsterisk
            name={field.name}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(value as 'M' | 'F')}
            error={fieldState.error?.message}
          >
            <Group gap="lg" mt={6}>
              <Radio value="M" label={t.male} ref={field.ref} />
              <Radio value="F" label={t.female} />
            </Group>
          </Radio.Group>
        )}
      />
      <TextInput
        label={t.dataNascita}
        type="date"
        withAsterisk
        autoComplete="bday"
        max={todayIso()}
        error={errors.dataNascita?.message}
        {...form.register('dataNascita')}
      />
      <Controller
        control={form.control}
        name="nazioneNascitaId"
        render={({ field, fieldState }) => (
          <NationField
            label={t.nazioneNascita}
            name={field.name}
            value={field.value}
            error={fieldState.error?.message}
            onChange={(id) => {
              field.onChange(id);
              // Born abroad: the municipality is ESTERO; back in Italy it must be chosen.
              choose(id === ITALY_COUNTRY_ID ? null : ESTERO_CHOICE);
            }}
          />
        )}
      />
      <MunicipalityField
        label={t.comuneNascita}
        list="GetComuniNascita"
        name="comuneNascitaId"
        abroad={abroad}
        value={abroad ? ESTERO_CHOICE : comune}
        onChange={choose}
        error={errors.comuneNascitaId?.message}
      />
      <Stack gap="xs">
        <TextInput
          label={t.codiceFiscale}
          description={t.codiceFiscaleHint}
          withAsterisk
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          styles={{ input: { textTransform: 'uppercase' } }}
          error={errors.codiceFiscale?.message}
          {...form.register('codiceFiscale')}
        />
        {offer && (
          <Alert
            color="blue"
            variant="light"
            title={t.correctionTitle}
            icon={<i className="ri-information-line" aria-hidden />}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t.correction(offer)}</Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => form.setValue('codiceFiscale', offer, { shouldValidate: true })}
              >
                {t.useCorrection}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </StepForm>
  );
}

import { type Anagrafica, type UpdateUserRequest, updateUserRequest } from '@conto-gioco/shared/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { itProfile } from '@/messages/it-profile';
import { savePayloadOf } from '../api/update-user';
import { OtpPrompt } from './otp-prompt';
import { useSaveWithOtp } from './save-with-otp';

/** A municipality field, composed by the page (the registration's type-ahead on GetComuni). */
export type MunicipalityInput = (props: {
  label: string;
  value: { id: number; label: string } | null;
  onChange: (choice: { id: number; label: string } | null) => void;
  error?: string;
}) => ReactNode;

type Option = { value: string; label: string };

type AnagraficaFormProps = {
  anagrafica: Anagrafica;
  documentTypes: Option[];
  issuers: Option[];
  municipalityInput: MunicipalityInput;
};

const t = itProfile.anagrafica;

/**
 * The Anagrafica tab: the person's data as the fiscal code holds them (read-only), the residence and
 * the identity document (editable, the registration's rules, checked again by the server).
 */
export function AnagraficaForm({
  anagrafica: a,
  documentTypes,
  issuers,
  municipalityInput,
}: AnagraficaFormProps) {
  const form = useForm<UpdateUserRequest>({
    resolver: zodResolver(updateUserRequest),
    defaultValues: savePayloadOf(a),
  });
  const saving = useSaveWithOtp();
  // The names shown for the municipalities chosen here (the data keep only their ids).
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const { errors } = form.formState;
  const municipality = (
    name: 'comuneResidenzaId' | 'comuneRilascioId',
    label: string,
    initial: string | null,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <>
          {municipalityInput({
            label,
            value: field.value
              ? { id: field.value, label: chosen[field.value] ?? initial ?? String(field.value) }
              : null,
            onChange: (choice) => {
              if (choice) setChosen((names) => ({ ...names, [choice.id]: choice.label }));
              field.onChange(choice?.id ?? 0);
            },
            error: fieldState.error?.message,
          })}
        </>
      )}
    />
  );
  const listSelect = (name: 'tipoDocumentoId' | 'enteRilascioId', label: string, data: Option[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          withAsterisk
          data={data}
          value={field.value ? String(field.value) : null}
          onChange={(value) => field.onChange(value === null ? 0 : Number(value))}
          error={fieldState.error?.message}
          allowDeselect={false}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => saving.save(values))}>
      <Stack gap="lg">
        {a.documentoScaduto && (
          <Alert color="red" role="alert">
            {t.documentExpired}
          </Alert>
        )}
        <Fieldset legend={t.person}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t.nome} value={a.nome} readOnly />
            <TextInput label={t.cognome} value={a.cognome} readOnly />
            <TextInput label={t.sesso} value={a.sesso === 'F' ? t.female : t.male} readOnly />
            <TextInput
              label={t.dataNascita}
              value={a.dataNascita?.split('-').reverse().join('/') ?? ''}
              readOnly
            />
            <TextInput label={t.comuneNascita} value={a.comuneNascitaNome ?? ''} readOnly />
            <TextInput label={t.codiceFiscale} value={a.codiceFiscale ?? ''} readOnly />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t.residence}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t.indirizzo}
              withAsterisk
              {...form.register('indirizzoResidenza')}
              error={errors.indirizzoResidenza?.message}
            />
            <TextInput
              label={t.cap}
              withAsterisk
              inputMode="numeric"
              maxLength={5}
              {...form.register('capResidenza')}
              error={errors.capResidenza?.message}
            />
            {municipality('comuneResidenzaId', t.comuneResidenza, a.comuneResidenzaNome)}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t.document}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {listSelect('tipoDocumentoId', t.tipoDocumento, documentTypes)}
            <TextInput
              label={t.numeroDocumento}
              withAsterisk
              {...form.register('numeroDocumento')}
              error={errors.numeroDocumento?.message}
            />
            {listSelect('enteRilascioId', t.enteRilascio, issuers)}
            {municipality('comuneRilascioId', t.comuneRilascio, a.comuneRilascioNome)}
            <TextInput
              label={t.dataRilascio}
              type="date"
              withAsterisk
              {...form.register('dataRilascioDocumento')}
              error={errors.dataRilascioDocumento?.message}
            />
            <TextInput
              label={t.dataScadenza}
              type="date"
              withAsterisk
              {...form.register('dataScadenzaDocumento')}
              error={errors.dataScadenzaDocumento?.message}
            />
          </SimpleGrid>
        </Fieldset>
        {saving.notice && (
          <Alert color={saving.notice.ok ? 'teal' : 'red'} role={saving.notice.ok ? 'status' : 'alert'}>
            {saving.notice.text}
          </Alert>
        )}
        <Button type="submit" loading={saving.saving && !saving.otpOpen} style={{ alignSelf: 'flex-start' }}>
          {t.save}
        </Button>
      </Stack>
      <OtpPrompt
        opened={saving.otpOpen}
        busy={saving.saving}
        error={saving.otpOpen && saving.notice && !saving.notice.ok ? saving.notice.text : null}
        onConfirm={(code) => void saving.confirm(code)}
        onCancel={saving.cancel}
      />
    </form>
  );
}

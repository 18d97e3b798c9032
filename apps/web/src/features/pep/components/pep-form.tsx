import {
  PEP_FUND_ORIGINS,
  PEP_INCOME_BANDS,
  PEP_OTHER_ORIGIN,
  PEP_PROFESSIONS,
  pepInfoSchema,
} from '@conto-gioco/shared/pep';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { LoadFailed, Loading } from '@/components/payments/load-state';
import { itPep as t } from '@/messages/it-pep';
import { usePepInfo, type SavedPepInfo } from '../api/get-pep-info';
import { useSetPepInfo } from '../api/set-pep-info';

type Input = z.input<typeof pepInfoSchema>;
type Output = z.output<typeof pepInfoSchema>;

const asOptions = (options: readonly { id: number; label: string }[]) =>
  options.map((option) => ({ value: String(option.id), label: option.label }));

function ChoiceField(props: {
  control: Control<Input, unknown, Output>;
  name: 'professione' | 'fasciaReddito' | 'origineFondi';
  label: string;
  options: readonly { id: number; label: string }[];
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Select
          label={props.label}
          placeholder={t.choose}
          withAsterisk
          data={asOptions(props.options)}
          value={field.value === undefined || field.value === null ? null : String(field.value)}
          onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          allowDeselect={false}
        />
      )}
    />
  );
}

function PepFormFields({ saved, onSaved }: { saved: SavedPepInfo; onSaved: () => void }) {
  const save = useSetPepInfo();
  const [failed, setFailed] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(pepInfoSchema),
    defaultValues: {
      professione: saved.professione ?? (undefined as unknown as number),
      fasciaReddito: saved.fasciaReddito ?? (undefined as unknown as number),
      origineFondi: saved.origineFondi ?? (undefined as unknown as number),
      origineFondiAltro: saved.origineFondiAltro ?? '',
      ragione: saved.ragione ?? '',
    },
  });
  const origin = useWatch({ control: form.control, name: 'origineFondi' });

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await save.mutateAsync(values);
      onSaved();
    } catch {
      setFailed(true);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm" maw={520}>
        <ChoiceField
          control={form.control}
          name="professione"
          label={t.professione}
          options={PEP_PROFESSIONS}
        />
        <ChoiceField
          control={form.control}
          name="fasciaReddito"
          label={t.fasciaReddito}
          options={PEP_INCOME_BANDS}
        />
        <ChoiceField
          control={form.control}
          name="origineFondi"
          label={t.origineFondi}
          options={PEP_FUND_ORIGINS}
        />
        {origin === PEP_OTHER_ORIGIN && (
          <TextInput
            label={t.origineFondiAltro}
            withAsterisk
            maxLength={255}
            {...form.register('origineFondiAltro')}
            error={form.formState.errors.origineFondiAltro?.message}
          />
        )}
        <Textarea label={t.ragione} maxLength={500} autosize minRows={2} {...form.register('ragione')} />
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t.failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The PEP (adequate verification) questionnaire (content-profile.md §3, §5, §8). */
export function PepForm({ onSaved }: { onSaved: () => void }) {
  const info = usePepInfo();
  let body;
  if (info.isPending) body = <Loading text={t.loading} />;
  else if (!info.data)
    body = <LoadFailed text={t.loadFailed} retry={t.retry} onRetry={() => void info.refetch()} />;
  else body = <PepFormFields saved={info.data} onSaved={onSaved} />;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      {body}
    </Paper>
  );
}

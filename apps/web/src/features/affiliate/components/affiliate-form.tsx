import {
  AFFILIATE_REQUESTS,
  AFFILIATE_YEARS,
  affiliateFormSchema,
  type AffiliateFormInput,
} from '@conto-gioco/shared/affiliate';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { itAffiliate as t } from '@/messages/it-affiliate';
import { useSendAffiliateRequest } from '../api/send-affiliate-request';

type Output = z.output<typeof affiliateFormSchema>;

/**
 * The affiliate application (content-profile.md §3, §5): the required fields marked, the user name
 * only for a customer; the button stays disabled while the form is invalid or once it was sent.
 * Success shows 'Complimenti!' with the service's text; an error answer is not shown (§8), only a
 * transport failure is.
 */
export function AffiliateForm() {
  const send = useSendAffiliateRequest();
  const [answer, setAnswer] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const form = useForm<AffiliateFormInput, unknown, Output>({
    resolver: zodResolver(affiliateFormSchema),
    mode: 'onChange',
    defaultValues: {
      request: 'affiliato',
      fname: '',
      rsociale: '',
      iscliente: '0',
      userid: '',
      cellulare: '',
      email: '',
      provincia: '',
      social: '',
      fatturato: '',
      iscommerciale: undefined as unknown as '1',
      annisettore: undefined as unknown as 'nessuna',
      infos: '',
      host: typeof window === 'undefined' ? '' : window.location.host,
    },
  });
  const customer = useWatch({ control: form.control, name: 'iscliente' }) === '1';
  const errors = form.formState.errors;
  const sent = answer !== null;

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      const response = await send.mutateAsync(values);
      if (response.success) setAnswer(response.message);
    } catch {
      setFailed(true);
    }
  });

  const yesNo = (name: 'iscliente' | 'iscommerciale', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Radio.Group
          label={label}
          withAsterisk
          value={field.value ?? null}
          onChange={field.onChange}
          error={fieldState.error?.message}
        >
          <Group mt={4}>
            <Radio value="1" label={t.yes} />
            <Radio value="0" label={t.no} />
          </Group>
        </Radio.Group>
      )}
    />
  );

  if (sent)
    return (
      <Alert color="green" variant="light" title={t.success} role="status">
        {answer}
      </Alert>
    );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="request"
          render={({ field }) => (
            <Radio.Group label={t.request} value={field.value ?? 'affiliato'} onChange={field.onChange}>
              <Group mt={4}>
                {AFFILIATE_REQUESTS.map((request) => (
                  <Radio key={request} value={request} label={t.requests[request]} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t.fname} withAsterisk {...form.register('fname')} error={errors.fname?.message} />
          <TextInput
            label={t.rsociale}
            withAsterisk
            {...form.register('rsociale')}
            error={errors.rsociale?.message}
          />
        </SimpleGrid>
        {yesNo('iscliente', t.iscliente)}
        {customer && (
          <TextInput
            label={t.userid}
            withAsterisk
            {...form.register('userid')}
            error={errors.userid?.message}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t.cellulare}
            withAsterisk
            type="tel"
            placeholder="+39"
            {...form.register('cellulare')}
            error={errors.cellulare?.message}
          />
          <TextInput
            label={t.email}
            withAsterisk
            type="email"
            {...form.register('email')}
            error={errors.email?.message}
          />
          <TextInput
            label={t.provincia}
            withAsterisk
            {...form.register('provincia')}
            error={errors.provincia?.message}
          />
          <TextInput label={t.social} {...form.register('social')} />
          <TextInput label={t.fatturato} {...form.register('fatturato')} />
          <Controller
            control={form.control}
            name="annisettore"
            render={({ field, fieldState }) => (
              <Select
                label={t.annisettore}
                withAsterisk
                data={AFFILIATE_YEARS.map((years) => ({ value: years, label: t.years[years] }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                allowDeselect={false}
              />
            )}
          />
        </SimpleGrid>
        {yesNo('iscommerciale', t.iscommerciale)}
        <Textarea label={t.infos} autosize minRows={3} maxLength={1000} {...form.register('infos')} />
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t.failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={!form.formState.isValid || sent} loading={send.isPending}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

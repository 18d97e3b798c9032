import type { NewsletterConsent } from '@conto-gioco/shared/registration';
import { Checkbox, Fieldset, Group, Radio, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { itRegistration } from '@/messages/it-registration';
import { useDefaultNewsletter } from '../../api/get-default-newsletter';

const t = itRegistration.consents;

/** The fields this block fills, under these names (the Register and MigrateUser payloads'). */
export type ConsentsValues = {
  privacyMaggiorenne?: boolean;
  privacyContratto?: boolean;
  privacyCondizioniGenerali?: boolean;
  privacyInformativa?: boolean;
  privacyMarketing?: boolean;
  privacyProfilazione?: boolean;
  comunicazioniSms?: boolean;
  comunicazioniPush?: boolean;
  comunicazioniPosta?: boolean;
  comunicazioniTelefono?: boolean;
  /** GetDefaultNewsletter's list with the player's answers (migration maps it to its *Field names). */
  newsletter?: NewsletterConsent[];
};

const MANDATORY = [
  'privacyMaggiorenne',
  'privacyContratto',
  'privacyCondizioniGenerali',
  'privacyInformativa',
] as const;
export const CHANNELS = [
  'comunicazioniSms',
  'comunicazioniPush',
  'comunicazioniPosta',
  'comunicazioniTelefono',
] as const;

/** The channels count only with the marketing consent: without it every channel is off. */
export function withChannelConsent<V extends ConsentsValues>(values: V): V {
  if (values.privacyMarketing === true) return values;
  return { ...values, ...Object.fromEntries(CHANNELS.map((channel) => [channel, false])) };
}

export type ConsentsFieldsProps<T extends FieldValues & ConsentsValues> = {
  control: Control<T>;
  /**
   * The four declarations that must be ticked (adult, contract, general conditions, privacy notice):
   * registration shows them, migration does not (its privacy check boxes are optional).
   */
  withMandatory?: boolean;
};

type BooleanName = (typeof MANDATORY)[number] | (typeof CHANNELS)[number];

function CheckboxField<T extends FieldValues>({ control, name }: { control: Control<T>; name: BooleanName }) {
  return (
    <Controller
      control={control}
      name={name as Path<T>}
      render={({ field, fieldState }) => (
        <Checkbox
          label={t[name]}
          name={field.name}
          ref={field.ref}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A consent answered yes or no: required, and either answer is fine (access.md §5). */
function YesNoField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: 'privacyMarketing' | 'privacyProfilazione';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name as Path<T>}
      render={({ field, fieldState }) => (
        <Radio.Group
          label={label}
          withAsterisk
          name={field.name}
          value={typeof field.value === 'boolean' ? String(field.value) : ''}
          onChange={(answer) => field.onChange(answer === 'true')}
          error={fieldState.error?.message}
        >
          <Group gap="lg" mt={6}>
            <Radio value="true" label={t.yes} ref={field.ref} onBlur={field.onBlur} />
            <Radio value="false" label={t.no} onBlur={field.onBlur} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}

/** The newsletters, starting from GetDefaultNewsletter's default answers. */
function NewsletterList({
  value,
  onChange,
}: {
  value: NewsletterConsent[] | undefined;
  onChange: (list: NewsletterConsent[]) => void;
}) {
  const defaults = useDefaultNewsletter().data;
  const list = value && value.length > 0 ? value : (defaults ?? []);
  // The defaults are the answers until the player changes one: they go with the form as they are.
  useEffect(() => {
    if (defaults && defaults.length > 0 && (!value || value.length === 0)) onChange(defaults);
  }, [defaults, value, onChange]);
  if (list.length === 0) return null;
  return (
    <Fieldset legend={t.newsletter} variant="unstyled">
      <Stack gap="sm">
        {list.map((item, index) => (
          <Checkbox
            key={`${item.famiglia}-${item.flag_consenso}-${item.gioco}`}
            label={item.descrizione}
            checked={item.accettato}
            onChange={(event) => {
              const accettato = event.currentTarget.checked;
              onChange(list.map((entry, at) => (at === index ? { ...entry, accettato } : entry)));
            }}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}

/**
 * Privacy and consents (registration step 10, migration): the mandatory declarations, the marketing
 * and profiling consents (yes or no), the channels marketing may use (shown with a yes; send the
 * values through `withChannelConsent`), and the newsletters of GetDefaultNewsletter.
 */
export function ConsentsFields<T extends FieldValues & ConsentsValues>({
  control,
  withMandatory = true,
}: ConsentsFieldsProps<T>) {
  const marketing = useWatch({ control, name: 'privacyMarketing' as Path<T> }) as boolean | undefined;
  return (
    <Stack gap="lg">
      {withMandatory && (
        <Fieldset legend={t.mandatory} variant="unstyled">
          <Stack gap="sm">
            {MANDATORY.map((name) => (
              <CheckboxField key={name} control={control} name={name} />
            ))}
          </Stack>
        </Fieldset>
      )}
      <YesNoField control={control} name="privacyMarketing" label={t.marketing} />
      {marketing === true && (
        <Fieldset legend={t.channels} variant="unstyled">
          <Group gap="lg">
            {CHANNELS.map((name) => (
              <CheckboxField key={name} control={control} name={name} />
            ))}
          </Group>
        </Fieldset>
      )}
      <YesNoField control={control} name="privacyProfilazione" label={t.profiling} />
      <Controller
        control={control}
        name={'newsletter' as Path<T>}
        render={({ field }) => (
          <NewsletterList value={field.value as NewsletterConsent[] | undefined} onChange={field.onChange} />
        )}
      />
    </Stack>
  );
}

import { fiscalCode } from '@conto-gioco/shared/validation/fiscal-code';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { itRegistration } from '@/messages/it-registration';
import type { Draft } from '../../lib/draft';
import { StepForm } from '../step-form';

const t = itRegistration.step2;
const schema = z.object({ codiceFiscale: fiscalCode() });

type Step2Props = {
  draft: Draft;
  /** System variable CustomerCareEmail: the customer-care button's address. */
  customerCareEmail?: string;
  onNext: (values: Partial<Draft>) => void;
};

/**
 * Step 2: the fiscal code. A valid one fills the birth data of step 3; 'Non me lo ricordo' goes to
 * step 3 without it (step 3 computes it from the data).
 */
export function Step2FiscalCode({ draft, customerCareEmail, onNext }: Step2Props) {
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { codiceFiscale: draft.codeFromStep2 ? (draft.codiceFiscale ?? '') : '' },
  });
  return (
    <StepForm
      title={t.title}
      intro={t.intro}
      onSubmit={(event) =>
        void form.handleSubmit(({ codiceFiscale }) => onNext({ codiceFiscale, codeFromStep2: true }))(event)
      }
      after={
        <Stack gap="xs">
          <Button
            variant="default"
            fullWidth
            onClick={() => onNext({ codiceFiscale: '', codeFromStep2: false })}
          >
            {t.forgot}
          </Button>
          {customerCareEmail && (
            <Button
              component="a"
              variant="subtle"
              fullWidth
              href={`mailto:${customerCareEmail}?subject=${encodeURIComponent(t.customerCareSubject)}`}
              leftSection={<i className="ri-customer-service-2-line" aria-hidden />}
            >
              {t.customerCare}
            </Button>
          )}
        </Stack>
      }
    >
      <TextInput
        label={t.codiceFiscale}
        withAsterisk
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={16}
        styles={{ input: { textTransform: 'uppercase' } }}
        error={form.formState.errors.codiceFiscale?.message}
        {...form.register('codiceFiscale')}
      />
    </StepForm>
  );
}

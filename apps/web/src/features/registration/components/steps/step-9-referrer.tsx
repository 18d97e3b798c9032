import { step9Schema } from '@conto-gioco/shared/registration';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { itRegistration } from '@/messages/it-registration';
import type { Draft } from '../../lib/draft';
import { StepForm } from '../step-form';

const t = itRegistration.step9;

type Step9Props = { draft: Draft; onNext: (values: Partial<Draft>) => void };

/** Step 9: 'Presentatore' (the referrer) and the bonus or promo code, both optional and prefillable. */
export function Step9Referrer({ draft, onNext }: Step9Props) {
  const form = useForm<z.input<typeof step9Schema>, unknown, z.output<typeof step9Schema>>({
    resolver: zodResolver(step9Schema),
    defaultValues: { father: draft.father ?? '', codicePromo: draft.codicePromo ?? '' },
  });
  const { errors } = form.formState;
  return (
    <StepForm title={t.title} intro={t.intro} onSubmit={(event) => void form.handleSubmit(onNext)(event)}>
      <TextInput
        label={t.father}
        description={t.fatherHint}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.father?.message}
        {...form.register('father')}
      />
      <TextInput
        label={t.codicePromo}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.codicePromo?.message}
        {...form.register('codicePromo')}
      />
    </StepForm>
  );
}

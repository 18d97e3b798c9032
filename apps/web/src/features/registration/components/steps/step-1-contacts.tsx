import { step1Schema } from '@conto-gioco/shared/registration';
import { mobile } from '@conto-gioco/shared/validation/registration-fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { itRegistration } from '@/messages/it-registration';
import type { Draft } from '../../lib/draft';
import { StepForm } from '../step-form';

const t = itRegistration.step1;

type Step1Props = {
  draft: Draft;
  /** System variable MobileNumberRegExpr: a custom mobile pattern (with its own message). */
  mobilePattern?: string;
  submitting?: boolean;
  onNext: (values: Partial<Draft>) => void;
};

/** Step 1: name, surname, e-mail and mobile (prefilled +39); 'Registrati' moves on. */
export function Step1Contacts({ draft, mobilePattern, submitting, onNext }: Step1Props) {
  const schema = useMemo(() => step1Schema.extend({ cellulare: mobile(mobilePattern) }), [mobilePattern]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      nome: draft.nome ?? '',
      cognome: draft.cognome ?? '',
      email: draft.email ?? '',
      cellulare: draft.cellulare ?? '+39',
    },
  });
  const { errors } = form.formState;
  return (
    <StepForm
      title={t.title}
      intro={t.intro}
      submitLabel={t.submit}
      submitting={submitting}
      onSubmit={(event) => void form.handleSubmit(onNext)(event)}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label={t.nome}
          withAsterisk
          autoComplete="given-name"
          error={errors.nome?.message}
          {...form.register('nome')}
        />
        <TextInput
          label={t.cognome}
          withAsterisk
          autoComplete="family-name"
          error={errors.cognome?.message}
          {...form.register('cognome')}
        />
      </SimpleGrid>
      <TextInput
        label={t.email}
        type="email"
        withAsterisk
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextInput
        label={t.cellulare}
        description={t.cellulareHint}
        type="tel"
        inputMode="tel"
        withAsterisk
        autoComplete="tel"
        error={errors.cellulare?.message}
        {...form.register('cellulare')}
      />
    </StepForm>
  );
}

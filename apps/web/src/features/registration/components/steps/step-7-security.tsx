import { step7Schema } from '@conto-gioco/shared/registration';
import { securityQuestionText } from '@conto-gioco/shared/security-questions';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { itRegistration } from '@/messages/it-registration';
import type { Draft } from '../../lib/draft';
import { SecurityQuestionFields } from '../fields/security-question-fields';
import { StepForm } from '../step-form';

const t = itRegistration.step7;

type Step7Props = { draft: Draft; onNext: (values: Partial<Draft>) => void };

/** Step 7: the secret question (one of four), its answer and the answer again. */
export function Step7Security({ draft, onNext }: Step7Props) {
  const form = useForm<z.input<typeof step7Schema>, unknown, z.output<typeof step7Schema>>({
    resolver: zodResolver(step7Schema),
    defaultValues: {
      security: draft.security ?? { id: undefined as unknown as number, question: '', answer: '' },
      confermaRisposta: draft.confermaRisposta ?? '',
    },
  });
  return (
    <StepForm
      title={t.title}
      intro={t.intro}
      onSubmit={(event) =>
        void form.handleSubmit((values) =>
          onNext({
            ...values,
            security: { ...values.security, question: securityQuestionText(values.security.id) ?? '' },
          }),
        )(event)
      }
    >
      <SecurityQuestionFields
        control={form.control}
        names={{ question: 'security.id', answer: 'security.answer', confirm: 'confermaRisposta' }}
      />
    </StepForm>
  );
}

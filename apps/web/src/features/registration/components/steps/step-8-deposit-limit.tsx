import { DEPOSIT_PERIOD_TYPE, step8Schema } from '@conto-gioco/shared/registration';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { itRegistration } from '@/messages/it-registration';
import type { Draft } from '../../lib/draft';
import { DepositLimitField } from '../fields/deposit-limit-field';
import { StepForm } from '../step-form';

type Step8Props = { draft: Draft; onNext: (values: Partial<Draft>) => void };

/** Step 8: the maximum weekly deposit (period 'WW', once per period). */
export function Step8DepositLimit({ draft, onNext }: Step8Props) {
  const form = useForm<z.input<typeof step8Schema>, unknown, z.output<typeof step8Schema>>({
    resolver: zodResolver(step8Schema),
    defaultValues: {
      deposito: draft.deposito ?? {
        tipoPeriodo: DEPOSIT_PERIOD_TYPE,
        numVoltePeriodo: 1,
        importo: undefined as unknown as number,
      },
    },
  });
  return (
    <StepForm title={itRegistration.step8.title} onSubmit={(event) => void form.handleSubmit(onNext)(event)}>
      <DepositLimitField control={form.control} name="deposito.importo" />
    </StepForm>
  );
}

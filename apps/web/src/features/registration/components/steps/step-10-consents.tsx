import { step10Schema } from '@conto-gioco/shared/registration';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { itRegistration } from '@/messages/it-registration';
import type { Draft } from '../../lib/draft';
import { ConsentsFields, withChannelConsent } from '../fields/consents-fields';
import { StepForm } from '../step-form';

const t = itRegistration.step10;

type Step10Props = {
  draft: Draft;
  /** The bot check of VerifyRegister (AccountRegistration), or of the registration that follows it. */
  botField?: ReactNode;
  submitting: boolean;
  /** -3 or -5: registering is blocked. */
  blocked: boolean;
  /** Shown above the button: the outcome of the last attempt. */
  notice?: ReactNode;
  onSubmit: (values: Partial<Draft>) => void;
};

/** Step 10: privacy and consents; 'Continua' has the data verified by the server (VerifyRegister). */
export function Step10Consents({ draft, botField, submitting, blocked, notice, onSubmit }: Step10Props) {
  const form = useForm<z.input<typeof step10Schema>, unknown, z.output<typeof step10Schema>>({
    resolver: zodResolver(step10Schema),
    defaultValues: {
      privacyMaggiorenne: draft.privacyMaggiorenne,
      privacyContratto: draft.privacyContratto,
      privacyCondizioniGenerali: draft.privacyCondizioniGenerali,
      privacyInformativa: draft.privacyInformativa,
      privacyMarketing: draft.privacyMarketing,
      privacyProfilazione: draft.privacyProfilazione,
      comunicazioniSms: draft.comunicazioniSms ?? false,
      comunicazioniPush: draft.comunicazioniPush ?? false,
      comunicazioniPosta: draft.comunicazioniPosta ?? false,
      comunicazioniTelefono: draft.comunicazioniTelefono ?? false,
      newsletter: draft.newsletter ?? [],
    } as z.input<typeof step10Schema>,
  });
  return (
    <StepForm
      title={t.title}
      submitLabel={t.submit}
      submitting={submitting}
      submitDisabled={blocked}
      onSubmit={(event) => void form.handleSubmit((values) => onSubmit(withChannelConsent(values)))(event)}
    >
      <ConsentsFields control={form.control} />
      {botField}
      {notice}
    </StepForm>
  );
}

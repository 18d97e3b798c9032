import type { VnePrefill } from '@conto-gioco/shared/registration';
import { Center, Loader } from '@mantine/core';
import { itRegistration } from '@/messages/it-registration';
import { useVnePrefill } from '../api/get-vne-prefill';
import type { Draft } from '../lib/draft';
import { RegistrationWizard, type RegistrationFormProps } from './registration-wizard';

const vneDraft = (data: VnePrefill | undefined): Draft => {
  if (!data) return {};
  const draft: Draft = {};
  if (data.nome) draft.nome = data.nome;
  if (data.cognome) draft.cognome = data.cognome;
  if (data.email) draft.email = data.email;
  if (data.cellulare) draft.cellulare = data.cellulare;
  if (data.codiceFiscale) {
    draft.codiceFiscale = data.codiceFiscale.toUpperCase();
    draft.codeFromStep2 = true;
  }
  return draft;
};

/**
 * The registration form at /account/registration (access.md §2 'Registration page', §4
 * 'Registration flow'): eleven steps, some switched off by RegistrationDisabledSteps, then the
 * account is opened and the player logged in. With a VNE source id the data it knows come first.
 */
export function RegistrationForm(props: RegistrationFormProps) {
  const sourceId = props.prefill.vneid ?? null;
  const vne = useVnePrefill(sourceId);
  if (sourceId && vne.isPending) {
    return (
      <Center mih={320}>
        <Loader aria-label={itRegistration.loading} />
      </Center>
    );
  }
  const initial: Draft = {
    father: props.prefill.father,
    codicePromo: props.prefill.promo,
    ...vneDraft(vne.data),
  };
  return <RegistrationWizard {...props} initial={initial} vneFailed={vne.isError} />;
}

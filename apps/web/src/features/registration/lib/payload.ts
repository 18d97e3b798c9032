import { DEPOSIT_PERIOD_TYPE } from '@conto-gioco/shared/registration';
import type { RegistrationRequest } from '@conto-gioco/shared/registration-requests';
import { securityQuestionText } from '@conto-gioco/shared/security-questions';
import type { Draft } from './draft';
import type { Prefill } from './registration-settings';

type Extras = {
  numconto: string | null;
  isMulti: boolean;
  /** PreRegister was sent from step 1. */
  preRegistered: boolean;
  prefill: Prefill;
  recaptcha: string | null;
  /** The page the visitor came from (document.referrer). */
  referrer: string;
};

/** The Register / RegisterUser / RegisterMulti payload (access.md §3) from what the steps collected. */
export function registrationPayload(draft: Draft, extras: Extras): RegistrationRequest {
  const security = draft.security;
  return {
    nome: draft.nome ?? '',
    cognome: draft.cognome ?? '',
    email: draft.email ?? '',
    cellulare: draft.cellulare ?? '',
    codiceFiscale: draft.codiceFiscale ?? '',
    sesso: draft.sesso as 'M' | 'F',
    dataNascita: draft.dataNascita ?? '',
    nazioneNascitaId: draft.nazioneNascitaId as number,
    comuneNascitaId: draft.comuneNascitaId as number,
    nazioneResidenzaId: draft.nazioneResidenzaId as number,
    indirizzoResidenza: draft.indirizzoResidenza ?? '',
    capResidenza: draft.capResidenza ?? '',
    comuneResidenzaId: draft.comuneResidenzaId as number,
    tipoDocumentoId: draft.tipoDocumentoId as number,
    numeroDocumento: draft.numeroDocumento ?? '',
    enteRilascioId: draft.enteRilascioId as number,
    comuneRilascioId: draft.comuneRilascioId as number,
    rilasciatoDocumento: draft.rilasciatoDocumento ?? '',
    dataRilascioDocumento: draft.dataRilascioDocumento ?? '',
    dataScadenzaDocumento: draft.dataScadenzaDocumento ?? '',
    username: draft.username ?? '',
    password: draft.password ?? '',
    security: {
      id: security?.id as number,
      question: security ? (securityQuestionText(security.id) ?? security.question) : '',
      answer: security?.answer ?? '',
    },
    deposito: {
      tipoPeriodo: DEPOSIT_PERIOD_TYPE,
      numVoltePeriodo: 1,
      importo: draft.deposito?.importo as number,
    },
    father: (draft.father ?? extras.prefill.father ?? '').slice(0, 100),
    codicePromo: (draft.codicePromo ?? extras.prefill.promo ?? '').slice(0, 50),
    privacyMaggiorenne: draft.privacyMaggiorenne === true,
    privacyContratto: draft.privacyContratto === true,
    privacyCondizioniGenerali: draft.privacyCondizioniGenerali === true,
    privacyInformativa: draft.privacyInformativa === true,
    privacyMarketing: draft.privacyMarketing === true,
    privacyProfilazione: draft.privacyProfilazione === true,
    comunicazioniSms: draft.comunicazioniSms === true,
    comunicazioniPush: draft.comunicazioniPush === true,
    comunicazioniPosta: draft.comunicazioniPosta === true,
    comunicazioniTelefono: draft.comunicazioniTelefono === true,
    newsletter: draft.newsletter ?? [],
    numconto: extras.numconto,
    isMulti: extras.isMulti,
    PreReg: extras.preRegistered,
    sourceId: (extras.prefill.vneid ?? '').slice(0, 100),
    recaptcha: extras.recaptcha ?? undefined,
    currentSiteReferrer: extras.referrer.slice(0, 500),
    refer: (extras.prefill.refer ?? '').slice(0, 100),
    btag: (extras.prefill.btag ?? '').slice(0, 200),
    btagType: (extras.prefill.btagType ?? '').slice(0, 50),
  } as RegistrationRequest;
}

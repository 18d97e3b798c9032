/**
 * Italian texts of the responsible-gaming screen (/account/edit/gioco-consapevole). The spec's
 * (content-profile.md §4, §8) letter for letter; the others are ours (docs/decisions.md,
 * 'Responsible gaming (issue 17)').
 */
import { RESPONSIBLE_GAMING_MESSAGES } from '@conto-gioco/shared/responsible-gaming';
import { it } from './it';

export const itResponsibleGaming = {
  pageTitle: 'Gioco Consapevole',
  pageIntro:
    'Imposta il limite dei tuoi depositi e, se ne senti il bisogno, autoescluditi dal gioco. Un limite più basso vale subito; uno più alto dopo 7 giorni.',
  loading: 'Caricamento...',
  retry: 'Riprova',
  connectionError: it.login.connectionError,

  limit: {
    title: 'Limite di deposito',
    loadFailed: 'Non è stato possibile leggere il tuo limite di deposito.',
    current: 'Limite in vigore',
    none: 'Nessun limite impostato',
    pending: (amount: string, when: string) => `Nuovo limite di ${amount} in vigore dal ${when}`,
    cancelPending: 'Annulla la modifica',
    period: 'Periodo',
    periods: { WW: 'Settimanale', MM: 'Mensile' } as const,
    perPeriod: { WW: 'a settimana', MM: 'al mese' } as const,
    amount: 'Importo massimo',
    save: 'Salva il limite',
    rule: 'Un limite più basso vale subito; un limite più alto vale 7 giorni dopo la richiesta.',
    saved: RESPONSIBLE_GAMING_MESSAGES.limitSaved,
  },

  exclusion: {
    title: 'Autoesclusione',
    intro:
      "L'autoesclusione vale da subito: non potrai ricaricare né giocare per il periodo scelto, ma potrai sempre prelevare il tuo saldo.",
    loadFailed: 'Non è stato possibile leggere le tipologie di autoesclusione.',
    category: 'Tipologia di gioco',
    temporary: 'Autoesclusione temporanea',
    permanent: 'Autoesclusione permanente',
    days: (n: number) => `${n} giorni`,
    permanentLabel: 'A tempo indeterminato (minimo 6 mesi)',
    note: 'Note (facoltative)',
    submit: 'Autoescludimi',
    active: 'Autoesclusioni in vigore',
    until: (when: string) => `fino al ${when}`,
    permanentSince: (when: string) => `permanente, revocabile dal ${when}`,
    readmission: (when: string) => `riammissione dal ${when}`,
    confirmTitle: 'Conferma autoesclusione',
    confirmText: "Attenzione: l'operazione è irreversibile. Vuoi procedere con l'autoesclusione?",
    confirm: 'Confermo',
    cancel: 'Annulla',
    success: RESPONSIBLE_GAMING_MESSAGES.exclusionSaved,
    loggedOut: 'Per la tua tutela sei stato disconnesso da tutti i dispositivi.',
    chooseTerm: 'Scegli una durata',
    /** The written request that ends a permanent exclusion (after 6 months, effective 7 days later). */
    askReadmission: 'Richiedi la riammissione',
  },
} as const;

/** Italian texts of the status screens, loaded with them (messages/it.ts holds the app shell's). */
/** Account status: modal, /account/status page, e-mail link (access.md §2, §4, §8). */
export const itStatus = {
  modalTitle: 'Stato del conto',
  modalIntro: 'Per usare il tuo conto senza limitazioni completa questi passaggi:',
  notNow: 'Non ora',
  close: 'Chiudi',
  details: 'Vedi lo stato del conto',
  allSectionsDisabled:
    'Tutte le sezioni del sito resteranno disabilitate fino a quando non avrai verificato i tuoi contatti.',
  pageTitle: 'Stato del conto',
  pageIntro: 'Il riepilogo dello stato del tuo conto di gioco e di ciò che resta da completare.',
  recapLabel: 'Riepilogo dello stato del conto',
  itemOk: 'In regola',
  itemNotOk: 'Da completare',
  loading: 'Caricamento dello stato del conto...',
  loadFailed: 'Non è stato possibile caricare lo stato del conto. Riprova più tardi.',
  retry: 'Riprova',
  documentsTitle: 'Documenti',
  /** Document state 0 (success), 3 (warning), anything else (danger; 2 refused). */
  documentState: (state: number) =>
    state === 0
      ? 'Documenti verificati'
      : state === 3
        ? 'Documenti in fase di verifica'
        : state === 2
          ? 'Documenti rifiutati: inviane di nuovi per convalidare il conto'
          : 'Documenti mancanti: inviali per convalidare il conto',
  /** The 30-day rule (access.md §9): the deadline of a provisional account, and the block after it. */
  documentsDeadline: (date: string, daysLeft: number) =>
    daysLeft > 0
      ? `Invia i documenti entro il ${date}: ${daysLeft === 1 ? 'manca 1 giorno' : `mancano ${daysLeft} giorni`}. Dopo questa data il conto sarà bloccato.`
      : `Il termine per inviare i documenti è scaduto il ${date}: il conto sta per essere bloccato.`,
  documentsBlocked:
    "Il conto è stato bloccato perché i documenti non sono stati inviati entro 30 giorni dall'apertura. Invia i documenti per chiederne la riattivazione.",
  actions: {
    changePassword: 'Cambia la password',
    acceptTerms: 'Accetto i termini e condizioni',
    pep: 'Compila il questionario PEP',
    documents: 'Invia i documenti',
    contactSupport: "Contatta l'assistenza",
    updateDocument: 'Aggiorna il documento',
    verifyMobile: 'Verifica il cellulare',
    resendEmail: 'Invia di nuovo la mail di conferma',
  },
  terms: {
    accepted: 'Termini accettati correttamente',
    failed: "Non è stato possibile registrare l'accettazione dei termini. Riprova.",
  },
  mobile: {
    codeSent: (cellulare: string) =>
      `Ti abbiamo inviato un SMS con il codice di conferma al numero ${cellulare}.`,
    sendFailed: "Non è stato possibile inviare l'SMS. Riprova tra qualche minuto.",
    formLabel: 'Verifica del numero di cellulare',
    code: 'Codice di conferma',
    codeHint: 'Il codice di 6 cifre ricevuto via SMS; vale 3 minuti.',
    invalidCode: 'Inserire un codice valido',
    confirm: 'Conferma',
    resend: 'Invia un nuovo codice',
    confirmed: 'Cellulare verificato con successo',
    failed: 'Si è verificato un errore. Verifica il codice di conferma e riprova',
  },
  email: {
    sent: (email: string) => `Ti abbiamo inviato una mail all'indirizzo ${email}: apri il link che contiene.`,
    sendFailed: 'Non è stato possibile inviare la mail. Riprova tra qualche minuto.',
  },
  verifyEmail: {
    title: 'Verifica indirizzo e-mail',
    checking: 'Verifica in corso...',
    verified: 'Indirizzo e-mail verificato correttamente',
    invalid: 'Il link di verifica non è valido o è scaduto. Chiedi una nuova mail di conferma.',
    missing: 'Il link di verifica è incompleto. Aprilo di nuovo dalla mail che hai ricevuto.',
    toAccount: 'Vai al tuo conto',
  },
} as const;

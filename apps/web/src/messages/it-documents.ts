/**
 * Italian texts of the document upload and of the registration confirmation page, loaded with them
 * (messages/it.ts holds the app shell's). The spec's words letter for letter where it gives them
 * ('Non ora', the mobile confirmation results); the others are ours (docs/decisions.md, documents).
 */

export const itDocuments = {
  upload: {
    title: 'Invia i documenti',
    intro:
      "Carica il fronte e il retro di un documento d'identità valido (carta d'identità, patente o passaporto).",
    formats: 'Formati accettati: JPEG, PNG o PDF, al massimo 5 MB per file.',
    front: 'Fronte del documento',
    back: 'Retro del documento',
    placeholder: 'Scegli un file',
    remove: 'Rimuovi il file',
    submit: 'Invia i documenti',
    sending: 'Invio in corso...',
    progress: (done: number, total: number) => `File inviati: ${done} di ${total}`,
    chooseOne: 'Scegli almeno un file da inviare.',
    tooLarge: 'Il file è troppo grande: la dimensione massima è 5 MB.',
    invalidType: 'Formato non valido: sono accettati solo file JPEG, PNG o PDF.',
    uploaded: 'Documenti ricevuti: li verificheremo al più presto.',
    failed: 'Invio non riuscito. Riprova.',
    close: 'Chiudi',
  },
  list: {
    title: 'Documenti inviati',
    empty: 'Non hai ancora inviato documenti.',
    loadFailed: "Non è stato possibile caricare l'elenco dei documenti.",
    side: { front: 'Fronte', back: 'Retro', other: 'Documento' } as Record<string, string>,
    /** Document state 0 (success), 3 (warning), anything else (danger). */
    status: (status: number) => (status === 0 ? 'Accettato' : status === 3 ? 'In verifica' : 'Rifiutato'),
    uploadedAt: (when: string) => `inviato il ${when}`,
  },
  confirm: {
    pageTitle: 'Conferma della registrazione',
    stepsLabel: 'Passaggi della conferma',
    stepOf: (step: number, total: number) => `Passo ${step} di ${total}`,
    steps: {
      documents: 'Documenti',
      mobile: 'Cellulare',
      deposit: 'Ricarica',
      group: 'Gruppo',
    },
    notNow: 'Non ora',
    skip: 'Salta',
    next: 'Continua',
    documents: {
      title: 'Complimenti! Il tuo conto è stato aperto',
      text: "Per convalidarlo ti serve un documento d'identità: invialo ora, oppure più tardi dallo stato del conto.",
      within30Days:
        'Hai 30 giorni dalla registrazione per inviarlo: dopo questo termine il conto sarà bloccato.',
    },
    mobile: {
      title: 'Verifica il tuo cellulare',
      text: (cellulare: string) =>
        `Ti invieremo un SMS con un codice di conferma al numero ${cellulare}: inseriscilo qui per verificare il cellulare.`,
    },
    deposit: {
      title: 'Ricarica il tuo conto',
      text: 'Effettua la tua prima ricarica e inizia subito a giocare.',
      action: 'Ricarica ora',
    },
    group: {
      title: 'Unisciti al nostro gruppo',
      text: 'Ricevi in anteprima notizie, promozioni e novità nel nostro gruppo di messaggistica.',
      action: 'Unisciti al gruppo',
      home: 'Vai alla home',
    },
    guest: {
      title: 'Completa la registrazione',
      text: 'Accedi al tuo conto per inviare i documenti e completare la registrazione.',
      login: 'Accedi',
      register: 'Non hai ancora un conto? Registrati',
    },
  },
} as const;

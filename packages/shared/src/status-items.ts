/**
 * Account-status items (access.md §3) and their Italian texts, apart from the schemas so that a
 * client can read them without loading the schema library.
 */
export const STATUS_ITEM_NAMES = [
  'cambio_password',
  'terms_not_accepted',
  'richiedere_pep',
  'mobile_not_confirmed',
  'mail_not_confirmed',
  'esclusione',
  'conto_attivo',
  'conto_provvisorio',
  'conto_bloccato',
  'auto_esclusione_temporanea',
  'auto_esclusione_permanente',
  'documento_scaduto',
] as const;
export type StatusItemName = (typeof STATUS_ITEM_NAMES)[number];

/**
 * Each item's description (what it is about) and error (what is wrong and what to do); the spec
 * names the items, not their words (docs/decisions.md, status).
 */
export const STATUS_ITEM_TEXTS: Record<StatusItemName, { description: string; error: string }> = {
  cambio_password: {
    description: 'Password di accesso',
    error: 'È necessario cambiare la password di accesso.',
  },
  terms_not_accepted: {
    description: 'Termini e condizioni',
    error: 'Per continuare devi accettare i nuovi termini e condizioni del servizio.',
  },
  richiedere_pep: {
    description: 'Questionario PEP',
    error: 'Devi compilare il questionario sulle persone politicamente esposte (PEP).',
  },
  mobile_not_confirmed: {
    description: 'Numero di cellulare',
    error: 'Il numero di cellulare deve essere verificato.',
  },
  mail_not_confirmed: {
    description: 'Indirizzo e-mail',
    error: "L'indirizzo e-mail deve essere verificato.",
  },
  esclusione: {
    description: 'Esclusione dal gioco',
    error: 'Il conto è escluso dal gioco.',
  },
  conto_attivo: {
    description: 'Conto attivo',
    error: "Il conto NON È ATTIVO. Contatta l'assistenza clienti.",
  },
  conto_provvisorio: {
    description: 'Convalida del conto',
    error: 'Il conto è provvisorio: invia i tuoi documenti per convalidarlo.',
  },
  conto_bloccato: {
    description: 'Blocco del conto',
    error: "Il conto è bloccato. Contatta l'assistenza clienti.",
  },
  auto_esclusione_temporanea: {
    description: 'Autoesclusione temporanea',
    error: 'Il conto è in autoesclusione temporanea.',
  },
  auto_esclusione_permanente: {
    description: 'Autoesclusione permanente',
    error: 'Il conto è in autoesclusione permanente.',
  },
  documento_scaduto: {
    description: "Documento d'identità",
    error: 'Il documento è scaduto: i prelievi sono sospesi finché non invii un documento valido.',
  },
};

/** Document state: 0 documents accepted, 3 being checked, anything else missing (access.md §4). */
export const DOCUMENT_STATE = { OK: 0, MISSING: 1, PENDING: 3 } as const;

/** ConfirmMobile's ErrorCode values. */
export const CONFIRM_MOBILE_CODE = {
  ok: 0,
  /** Wrong, expired or never requested code. */
  wrongCode: -1,
  /** Too many wrong codes: the account waits before trying again. */
  throttled: -2,
} as const;

/** SetEmailMobileVerified's ResponseCode values. */
export const EMAIL_VERIFIED_CODE = {
  ok: 0,
  /** Unknown, already used or expired link. */
  invalidLink: -1,
} as const;

/** Screens CheckHierarchy answers for; deposit and withdrawal with their calls' own codes. */
export const HIERARCHY_SCREENS = ['deposit', 'withdrawal', 'bonus', 'play'] as const;
export type HierarchyScreen = (typeof HIERARCHY_SCREENS)[number];

/** Italian texts the status calls send (server side), kept here so tests read the same words. */
export const STATUS_SERVER_MESSAGES = {
  termsAccepted: 'Termini accettati correttamente',
  mobileCodeSent: 'Ti abbiamo inviato un SMS con il codice di conferma.',
  mobileConfirmed: 'Cellulare verificato con successo',
  mobileCodeWrong: 'Si è verificato un errore. Verifica il codice di conferma e riprova',
  mobileThrottled: 'Troppi codici errati. Riprova tra qualche minuto.',
  emailLinkSent:
    "Se l'indirizzo corrisponde a un conto da verificare, ti abbiamo inviato una mail con il link di conferma.",
  emailVerified: 'Indirizzo e-mail verificato correttamente',
  emailLinkInvalid: 'Il link di verifica non è valido o è scaduto. Chiedi una nuova mail di conferma.',
  smsBody: (code: string) =>
    `Conto Gioco: il codice per verificare il tuo cellulare è ${code}. Vale 3 minuti.`,
  emailSubject: 'Conferma il tuo indirizzo e-mail',
  emailBody: (nome: string, link: string) =>
    `Ciao ${nome},\n\nper confermare il tuo indirizzo e-mail apri questo link:\n${link}\n\n` +
    'Il link vale 24 ore e si può usare una sola volta. Se non hai chiesto tu questa mail, ignorala.',
  screenAllowed: '',
  screenInactive: "Il conto non è attivo. Contatta l'assistenza clienti.",
  screenSelfExcluded: 'Sei in modalità autoesclusione: puoi prelevare, ma non ricaricare né giocare.',
  screenWithdrawOnly: 'In questo momento è possibile solo prelevare.',
  allSectionsDisabled:
    'Tutte le sezioni del sito resteranno disabilitate fino a quando non avrai verificato i tuoi contatti.',
} as const;

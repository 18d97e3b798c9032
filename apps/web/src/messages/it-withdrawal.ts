/**
 * Italian texts of the withdrawal screen, the pending list and the result page, loaded with them
 * (messages/it.ts holds the app shell's). The spec's texts (money.md §2, §5, §8) come from the shared
 * WITHDRAWAL_MESSAGES, letter for letter; the others are ours (docs/decisions.md, withdrawals).
 */
import { WITHDRAWAL_MESSAGES as W } from '@conto-gioco/shared/withdrawal';
import { it } from './it';

export const itWithdrawal = {
  pageTitle: 'Prelievo',
  pageIntro: "Scegli il metodo e l'importo da trasferire dal tuo conto di gioco.",
  loading: 'Caricamento...',
  loadFailed: 'Non è stato possibile caricare i metodi di prelievo. Riprova più tardi.',
  retry: 'Riprova',
  close: 'Chiudi',
  noData: 'Non sono disponibili dati',
  noMethods: 'Nessun metodo di prelievo è disponibile al momento.',
  connectionError: it.login.connectionError,
  pendingButton: W.pendingButton,
  alertTitle: 'Avviso',

  balance: {
    label: 'Saldo del conto di gioco',
    total: 'Saldo',
    withdrawable: 'Prelevabile',
  },

  methods: {
    label: 'Metodi di prelievo',
    /** The deposit screen's words (money.md §2). */
    more: 'Altri metodi di pagamento',
    less: 'Meno metodi',
  },

  method: {
    test: 'TEST',
    testHint: 'Metodo di prova: nessun pagamento reale',
    deliveryTime: 'Tempi di accredito',
    timeSlot: (from: string, to: string) =>
      `Fascia oraria ${from} - ${to}: si applicano i limiti della fascia`,
  },

  limits: {
    label: 'Limiti di prelievo',
    method: 'Metodo',
    min: 'Minimo',
    max: 'Massimo',
    /** MaxAmount null: the withdrawable balance is the maximum; unknown until the balance is read. */
    noMax: '—',
    dailyInfo: W.dailyLimitInfo,
    compactRange: (min: string, max: string) => `Min ${min} · Max ${max}`,
  },

  form: {
    label: 'Dati del prelievo',
    amounts: 'Importi predefiniti',
    amountOption: (euro: number) => `€ ${euro}`,
    amount: 'Importo (€)',
    amountPlaceholder: '0,00',
    hint: W.hint,
    email: 'Indirizzo e-mail',
    emailHint: "L'indirizzo e-mail del tuo conto presso il metodo di pagamento.",
    scratchCode: 'Codice Scratch',
    elektraCard: 'Numero della carta Elektra',
    mastercard: 'Carta Mastercard VIP',
    mastercardPlaceholder: 'Scegli la carta',
    noCards: 'Non ci sono carte Mastercard VIP a tuo nome.',
    voucherPin: 'PIN del voucher',
    cardNumber: 'Numero della carta',
    expiry: 'Scadenza (MM/AA)',
    expiryPlaceholder: 'MM/AA',
    savedCards: 'Le tue carte',
    savedCardsHint: 'Scegli una carta per compilarne la scadenza, poi completa il numero.',
    savedCard: (masked: string, expiry: string) => `${masked} (scad. ${expiry})`,
    postepayCard: 'Questa carta sarà pagata come Postepay.',
    iban: 'IBAN',
    ibanHint: "Solo IBAN italiani. L'accredito richiede da 3 a 5 giorni lavorativi.",
    pin: 'Password',
    pinHint: 'La password del tuo conto di gioco.',
    submit: 'Richiedi il prelievo',
  },

  otp: {
    /** The spec's prompt is about SMS; the e-mail channel's is ours. */
    title: W.otpPrompt,
    titleEmail: 'INSERISCI IL CODICE OTP INVIATO PER E-MAIL',
    label: 'Codice OTP',
    verify: W.otpVerify,
    toEmail: 'Ricevi il codice per e-mail',
    toSms: 'Ricevi il codice per SMS',
    cancel: 'Annulla',
    invalid: W.otpInvalid,
  },

  /** Prelievo's answers (money.md §8). */
  errorTitle: 'Attenzione!',
  errorText: W.errorPrefix,
  successTitle: W.successTitle,
  xelektraTitle: W.xelektraTitle,
  successText: (serial: string | null) => W.successText + (serial ? W.successSerial(serial) : ''),
  notWithdrawn: W.notWithdrawn,

  paas: {
    intro:
      "Scegli l'importo, inserisci la password e prosegui: il prelievo si completa nella pagina sicura qui sotto.",
    submit: 'Continua',
    frame: 'Prelievo sicuro',
  },

  /** CheckHierarchy?screen=withdrawal refusals (money.md §5 'Access rules', §8). */
  access: {
    notAllowed: W.notAllowed,
    passwordChange: W.passwordChange,
    sectionDisabled: W.sectionDisabled,
    verifyMobile: 'Verifica il numero di cellulare',
    verifyEmail: "Verifica l'indirizzo e-mail",
    verifyBoth: 'Verifica cellulare ed e-mail',
    changePassword: 'Cambia la password',
    sendDocuments: 'Invia i documenti',
    contactSupport: "Contatta l'assistenza clienti",
  },

  list: {
    pageTitle: 'Prelievi in attesa',
    pageIntro:
      "Le richieste di prelievo non ancora pagate: puoi annullarle e riavere subito l'importo sul saldo.",
    label: 'Prelievi pendenti',
    date: 'Data',
    ticket: 'Ticket',
    amount: 'Importo',
    type: 'Tipo',
    actions: 'Azioni',
    cancel: 'Annulla',
    cancelLabel: (ticket: string) => `Annulla il prelievo ${ticket}`,
    empty: W.noPending,
    loadFailed: 'Non è stato possibile caricare i prelievi. Riprova più tardi.',
    confirmTitle: 'Annullare il prelievo?',
    confirmText: (amount: string, ticket: string) =>
      `Il prelievo di ${amount} (ticket ${ticket}) sarà annullato e l'importo tornerà sul tuo saldo.`,
    confirmYes: 'Sì, annulla il prelievo',
    confirmNo: 'No',
    cancelSuccess: W.cancelSuccess,
    cancelError: W.cancelError,
    toWithdraw: 'Nuovo prelievo',
  },

  result: {
    pageTitle: 'Esito del prelievo',
    success: W.successTitle,
    successText: W.successText,
    failed: 'Il prelievo non è andato a buon fine.',
    failedWith: W.notWithdrawn,
    errorCode: (code: string) => `Error Code: ${code}`,
    /** Ours: the spec names the status, not its text. */
    pending: 'Il prelievo è in elaborazione',
    pendingHint: 'Lo trovi tra i prelievi in attesa finché il pagamento non sarà completato.',
    reference: (id: string) => `Riferimento: ${id}`,
    toPending: W.pendingButton,
    toWithdraw: 'Torna al prelievo',
    toAccount: 'Vai al tuo conto',
  },
} as const;

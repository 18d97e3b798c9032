/**
 * Italian texts of the deposit screen and its result page, loaded with them (messages/it.ts holds
 * the app shell's). The spec's texts (money.md §2, §5, §8) are copied letter for letter; the others
 * are ours (docs/decisions.md, deposits).
 */
import { DEPOSIT_MESSAGES } from '@conto-gioco/shared/deposit';
import { it } from './it';

export const itDeposit = {
  pageTitle: 'Ricarica',
  pageIntro: "Scegli il metodo di pagamento e l'importo da ricaricare sul tuo conto di gioco.",
  loading: 'Caricamento...',
  loadFailed: 'Non è stato possibile caricare i metodi di pagamento. Riprova più tardi.',
  retry: 'Riprova',
  close: 'Chiudi',
  /** The deposit module is off or nothing could be loaded (money.md §2 'no-data message'). */
  noData: 'Non sono disponibili dati',
  noMethods: 'Nessun metodo di pagamento è disponibile al momento.',
  connectionError: it.login.connectionError,

  balance: {
    label: 'Saldo del conto di gioco',
    total: 'Saldo',
    withdrawable: 'Prelevabile',
  },

  methods: {
    label: 'Metodi di pagamento',
    more: 'Altri metodi di pagamento',
    less: 'Meno metodi',
  },

  method: {
    test: 'TEST',
    testHint: 'Metodo di prova: nessun addebito reale',
    fee: 'Costo aggiuntivo',
    /** 'Nessun costo aggiuntivo' is shown as 0% (money.md §2). */
    noFee: 'Nessun costo aggiuntivo',
    zeroFee: '0%',
    creditTime: 'Tempi di accredito',
    limits: (min: string, max: string | null) => (max ? `Min: ${min} - Max: ${max}` : `Min: ${min}`),
  },

  form: {
    label: 'Dati della ricarica',
    amounts: 'Importi predefiniti',
    amountOption: (euro: number) => `€ ${euro}`,
    amount: 'Importo (€)',
    amountPlaceholder: '0,00',
    email: 'Indirizzo e-mail',
    emailHint: "L'indirizzo e-mail del tuo conto presso il metodo di pagamento.",
    code: 'Codice',
    codeHint: 'Il codice della carta o del voucher.',
    promo: 'Codice promozionale',
    promoHint: 'Facoltativo',
    submit: 'Procedi con la ricarica',
  },

  /** Ricarica answered a non-zero code (money.md §7, §8). */
  errorTitle: 'Attenzione!',
  errorText: (code: number, message: string) => `${code} - ${message}`,

  /** After a submit that left the page open (new tab, app browser). */
  continueElsewhere: 'Completa il pagamento nella finestra che si è aperta.',
  providerFrame: 'Pagina di pagamento',
  modalTitle: (method: string) => `Pagamento con ${method}`,

  paas: {
    intro: "Scegli l'importo e prosegui: il pagamento si completa nella pagina sicura qui sotto.",
    submit: 'Continua',
    frame: 'Pagamento sicuro',
  },

  /** CheckHierarchy refusals (money.md §5 'Access rules', §8). */
  access: {
    notAllowed: DEPOSIT_MESSAGES.notAllowed,
    passwordChange: DEPOSIT_MESSAGES.passwordChange,
    sectionDisabled: DEPOSIT_MESSAGES.sectionDisabled,
    temporarilyDisabled: DEPOSIT_MESSAGES.temporarilyDisabled,
    verifyMobile: 'Verifica il numero di cellulare',
    verifyEmail: "Verifica l'indirizzo e-mail",
    verifyBoth: 'Verifica cellulare ed e-mail',
    changePassword: 'Cambia la password',
    contactSupport: "Contatta l'assistenza clienti",
  },

  result: {
    pageTitle: 'Esito della ricarica',
    checking: 'Verifica del pagamento in corso...',
    success: 'Complimenti, transazione eseguita con successo.',
    /** Methods without a payment_type (vouchers, codes). */
    successPlain: 'La ricarica è andata a buon fine.',
    failed: 'Transazione non andata a buon fine.',
    errorCode: (code: string | number) => `Error Code: ${code}`,
    pending: 'La transazione è in elaborazione',
    pendingHint: "L'importo sarà accreditato sul tuo conto appena il circuito di pagamento lo conferma.",
    back: 'Hai annullato il pagamento: la ricarica non è stata eseguita.',
    firstDeposit: 'Hai completato la tua prima ricarica.',
    toDeposit: 'Torna alla ricarica',
    toAccount: 'Vai al tuo conto',
  },
} as const;

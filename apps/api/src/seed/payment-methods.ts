import { PAAS_METHOD_NAME } from '@conto-gioco/shared/deposit';
import { PAAS_WITHDRAWAL_METHOD } from '@conto-gioco/shared/withdrawal';
import type { Database } from '../db/client.ts';
import { paymentMethods } from '../modules/wallet/schema.ts';

type MethodRow = typeof paymentMethods.$inferInsert;
/** What each list below gives; the lists' defaults fill in the rest. */
type MethodSeed = Omit<MethodRow, 'withdrawalRecharge' | 'viewOrder'>;

const NO_FEE = 'Nessun costo aggiuntivo';
const IMMEDIATE = 'Accredito immediato';

/**
 * Deposit methods (money.md §3, Ricarica_<x>): every one runs on the sandbox provider, so every
 * one is marked Testing. More than six, so that a phone shows six and 'Altri metodi di pagamento'.
 * Amounts in cents.
 */
const DEPOSIT_METHODS: MethodSeed[] = [
  {
    id: 1,
    name: 'Ricarica_CartaDiCredito',
    nameLong: 'Carta di credito',
    description: "Ricarica con carta Visa, Mastercard o Maestro: l'importo è disponibile subito sul conto.",
    infoMessage: 'La tua banca potrebbe chiederti di confermare il pagamento con il codice 3-D Secure.',
    creditTime: IMMEDIATE,
    minAmount: 1_000,
    maxAmount: 100_000,
    submitStyle: 'form',
    paymentType: 'safecharge',
    icon: 'bank-card-line',
  },
  {
    id: 2,
    name: 'Ricarica_PayPal',
    nameLong: 'PayPal',
    description: 'Accedi al tuo conto PayPal e conferma il pagamento: nessun dato della carta da inserire.',
    infoMessage: "Inserisci l'indirizzo e-mail del tuo conto PayPal.",
    creditTime: IMMEDIATE,
    minAmount: 1_000,
    maxAmount: 50_000,
    submitStyle: 'redirect',
    requiredField: 'email',
    paymentType: 'paypal',
    icon: 'paypal-line',
  },
  {
    id: 3,
    name: 'Ricarica_Postepay',
    nameLong: 'Postepay',
    description: 'Ricarica con la tua carta Postepay sulla pagina protetta di Poste Italiane.',
    infoMessage: 'La pagina di pagamento si apre in una nuova scheda: non chiudere questa pagina.',
    creditTime: IMMEDIATE,
    minAmount: 1_000,
    maxAmount: 100_000,
    submitStyle: 'form-new-tab',
    paymentType: 'poste',
    icon: 'bank-card-2-line',
  },
  {
    id: 4,
    name: 'Ricarica_Neteller',
    nameLong: 'Neteller',
    description: 'Trasferisci denaro dal tuo portafoglio elettronico Neteller.',
    infoMessage: "Inserisci l'indirizzo e-mail del tuo conto Neteller.",
    creditTime: IMMEDIATE,
    additionalCost: '1,5%',
    minAmount: 1_000,
    maxAmount: 200_000,
    submitStyle: 'redirect',
    requiredField: 'email',
    paymentType: 'neteller',
    icon: 'wallet-3-line',
  },
  {
    id: 5,
    name: 'Ricarica_Skrill',
    nameLong: 'Skrill',
    description: 'Paga con il tuo conto Skrill senza lasciare il sito.',
    infoMessage: "Inserisci l'indirizzo e-mail del tuo conto Skrill.",
    creditTime: IMMEDIATE,
    minAmount: 1_000,
    maxAmount: 200_000,
    submitStyle: 'modal',
    requiredField: 'email',
    paymentType: 'skrill',
    icon: 'wallet-line',
  },
  {
    id: 6,
    name: 'Ricarica_Paysafecard',
    nameLong: 'Paysafecard',
    description: 'Ricarica con il PIN di 16 cifre della tua paysafecard, acquistabile in tabaccheria.',
    infoMessage: null,
    creditTime: IMMEDIATE,
    minAmount: 1_000,
    maxAmount: 25_000,
    submitStyle: 'modal',
    paymentType: 'paysafe',
    icon: 'coupon-3-line',
  },
  {
    id: 7,
    name: 'Ricarica_Scratch',
    nameLong: 'Voucher Scratch',
    description: 'Inserisci il codice del voucher Scratch acquistato in un punto vendita.',
    infoMessage: 'Il codice è stampato sullo scontrino del voucher.',
    creditTime: IMMEDIATE,
    minAmount: 500,
    maxAmount: 50_000,
    submitStyle: 'redirect',
    requiredField: 'code',
    icon: 'coupon-2-line',
  },
  {
    id: 8,
    name: 'Ricarica_XElektra',
    nameLong: 'Carta Elektra',
    description: 'Ricarica con il numero della tua carta prepagata Elektra.',
    infoMessage: 'Inserisci il numero della carta Elektra.',
    creditTime: IMMEDIATE,
    minAmount: 1_000,
    maxAmount: 100_000,
    submitStyle: 'redirect',
    requiredField: 'code',
    icon: 'secure-payment-line',
  },
  {
    id: 9,
    name: 'Ricarica_MasterCardVIP',
    nameLong: 'Mastercard VIP',
    description: 'La carta prepagata riservata ai clienti VIP: ricarica con il numero della carta.',
    infoMessage: 'Inserisci il numero della tua carta Mastercard VIP.',
    creditTime: IMMEDIATE,
    minAmount: 1_000,
    maxAmount: 300_000,
    submitStyle: 'redirect',
    requiredField: 'code',
    icon: 'mastercard-line',
  },
  {
    id: 10,
    name: 'Ricarica_Apco',
    nameLong: 'Carta di debito (Apco)',
    description: 'Ricarica con carta di debito tramite il circuito Apco.',
    infoMessage: null,
    creditTime: 'Accredito entro pochi minuti',
    minAmount: 1_000,
    maxAmount: 100_000,
    submitStyle: 'redirect',
    icon: 'visa-line',
  },
];

/** The embedded provider of DepositWithPaas (module DepositWithPaas_Enabled): never listed. */
const PAAS_METHOD: MethodSeed = {
  id: 50,
  name: PAAS_METHOD_NAME,
  nameLong: 'Pagamento integrato',
  description: 'Scegli il metodo di pagamento nella pagina integrata del fornitore.',
  infoMessage: null,
  creditTime: IMMEDIATE,
  minAmount: 1_000,
  maxAmount: 100_000,
  submitStyle: 'redirect',
  icon: 'safe-2-line',
  enabled: false,
};

const WORKING_DAYS_3_5 = 'Il prelievo viene accreditato in 3-5 giorni lavorativi.';

/** Withdrawal methods (money.md §3, the twelve Prelievo_<x> names). */
const WITHDRAWAL_METHODS: MethodSeed[] = [
  {
    id: 101,
    name: 'Prelievo_Neteller',
    nameLong: 'Neteller',
    description: 'Preleva sul tuo portafoglio elettronico Neteller.',
    deliveryTimeMessage: 'Accredito entro 24 ore dalla richiesta.',
    minAmount: 1_000,
    maxAmount: 500_000,
    requiredField: 'email',
    icon: 'wallet-3-line',
  },
  {
    id: 102,
    name: 'Prelievo_Skrill',
    nameLong: 'Skrill',
    description: 'Preleva sul tuo conto Skrill.',
    deliveryTimeMessage: 'Accredito entro 24 ore dalla richiesta.',
    minAmount: 1_000,
    maxAmount: 500_000,
    requiredField: 'email',
    icon: 'wallet-line',
  },
  {
    id: 103,
    name: 'Prelievo_Scratch',
    nameLong: 'Voucher Scratch',
    description: 'Converti la vincita in un voucher Scratch da usare nei punti vendita.',
    deliveryTimeMessage: 'Il codice del voucher arriva subito dopo la conferma.',
    minAmount: 1_000,
    maxAmount: 100_000,
    requiredField: 'code',
    icon: 'coupon-2-line',
  },
  {
    id: 104,
    name: 'Prelievo_XElektra',
    nameLong: 'Carta Elektra',
    description: 'Preleva sulla tua carta prepagata Elektra: ti chiederemo un codice OTP.',
    deliveryTimeMessage: 'Accredito immediato dopo la conferma con il codice OTP.',
    minAmount: 1_000,
    maxAmount: null,
    requiredField: 'code',
    icon: 'secure-payment-line',
  },
  {
    id: 105,
    name: 'Prelievo_Voucher',
    nameLong: 'Voucher',
    description: 'Ricevi un voucher protetto da un PIN scelto da te.',
    deliveryTimeMessage: 'Il voucher è disponibile subito dopo la richiesta.',
    minAmount: 1_000,
    maxAmount: 100_000,
    icon: 'ticket-2-line',
  },
  {
    id: 106,
    name: 'Prelievo_Postepay',
    nameLong: 'Postepay',
    description: 'Preleva sulla tua carta Postepay.',
    deliveryTimeMessage: 'Accredito entro 2 giorni lavorativi.',
    minAmount: 1_000,
    maxAmount: null,
    icon: 'bank-card-2-line',
  },
  {
    id: 107,
    name: 'Prelievo_Poste',
    nameLong: 'Carta Poste',
    description: 'Preleva su una carta emessa da Poste Italiane.',
    deliveryTimeMessage: 'Accredito entro 2 giorni lavorativi.',
    minAmount: 1_000,
    maxAmount: 300_000,
    icon: 'bank-card-line',
  },
  {
    id: 108,
    name: 'Prelievo_Apco',
    nameLong: 'Carta di debito (Apco)',
    description: 'Preleva sulla carta di debito con cui hai ricaricato tramite Apco.',
    deliveryTimeMessage: 'Accredito entro 2 giorni lavorativi.',
    minAmount: 1_000,
    maxAmount: 300_000,
    icon: 'visa-line',
  },
  {
    id: 109,
    name: 'Prelievo_MasterCard',
    nameLong: 'Mastercard VIP',
    description: 'Preleva sulla tua carta Mastercard VIP, scelta tra quelle a tuo nome.',
    deliveryTimeMessage: 'Accredito entro 24 ore dalla richiesta.',
    minAmount: 1_000,
    maxAmount: null,
    requiredField: 'code',
    icon: 'mastercard-line',
  },
  {
    id: 110,
    name: 'Prelievo_BonificoBancario',
    nameLong: 'Bonifico bancario',
    description: 'Preleva con un bonifico sul tuo conto corrente italiano (IBAN).',
    infoMessage: 'Il conto corrente deve essere intestato al titolare del conto di gioco.',
    deliveryTimeMessage: WORKING_DAYS_3_5,
    minAmount: 1_000,
    maxAmount: null,
    // At night the bank is not staffed: smaller limits between 22:00 and 06:00 (the slot crosses midnight).
    timeSlotMinAmount: 1_000,
    timeSlotMaxAmount: 100_000,
    timeSlotFrom: '22:00',
    timeSlotTo: '06:00',
    icon: 'bank-line',
  },
  {
    id: 111,
    name: 'Prelievo_Safecharge',
    nameLong: 'Carta di credito',
    description: 'Preleva sulla carta di credito usata per ricaricare.',
    deliveryTimeMessage: 'Accredito entro 3 giorni lavorativi.',
    minAmount: 1_000,
    maxAmount: 500_000,
    icon: 'bank-card-line',
  },
  {
    id: 112,
    name: 'Prelievo_Safecharge_Sepa',
    nameLong: 'Bonifico SEPA',
    description: 'Preleva con un bonifico SEPA sul tuo conto corrente.',
    deliveryTimeMessage: WORKING_DAYS_3_5,
    minAmount: 1_000,
    maxAmount: null,
    icon: 'exchange-funds-line',
  },
];

/**
 * The embedded provider of WithdrawWithPaas (module WithdrawWithPaas_Enabled): never listed; its
 * bounds are the ones WithdrawWithPaas applies.
 */
const WITHDRAWAL_PAAS_METHOD: MethodSeed = {
  id: 150,
  name: PAAS_WITHDRAWAL_METHOD,
  nameLong: 'Prelievo integrato',
  description: 'Scegli dove ricevere il prelievo nella pagina integrata del fornitore.',
  infoMessage: null,
  deliveryTimeMessage: 'Accredito secondo il metodo scelto nella pagina del fornitore.',
  minAmount: 1_000,
  maxAmount: null,
  icon: 'safe-2-line',
  enabled: false,
};

/** Every seeded method with its defaults filled in. */
export const SEED_PAYMENT_METHODS: MethodRow[] = [
  ...DEPOSIT_METHODS.map((method, index) => ({
    ...method,
    withdrawalRecharge: false,
    testing: true,
    additionalCost: method.additionalCost ?? NO_FEE,
    viewOrder: index + 1,
  })),
  { ...PAAS_METHOD, withdrawalRecharge: false, testing: true, viewOrder: 99 },
  ...WITHDRAWAL_METHODS.map((method, index) => ({
    ...method,
    withdrawalRecharge: true,
    testing: true,
    viewOrder: index + 1,
  })),
  { ...WITHDRAWAL_PAAS_METHOD, withdrawalRecharge: true, testing: true, viewOrder: 99 },
];

/** Idempotent: a method that exists (perhaps changed by an operator) is kept as it is. */
export async function seedPaymentMethods(db: Database): Promise<void> {
  await db.insert(paymentMethods).values(SEED_PAYMENT_METHODS).onConflictDoNothing();
}

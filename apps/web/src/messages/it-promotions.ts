import { COUPON_COLOR, PROMO_STATE } from '@conto-gioco/shared/promotions';
import { RANKING_TEXTS } from '@conto-gioco/shared/ranking';

/**
 * Italian texts of /account/bonus-coupons and /account/promozioni (money.md §2, §4, §8; issue 19),
 * loaded with those screens. The spec's texts letter for letter (redeem success and failure, 'Non
 * sono disponibili coupons', the disabled section); the labels and the state words are ours.
 */
export const itPromotions = {
  coupons: {
    pageTitle: 'I tuoi coupon',
    pageIntro: 'I coupon delle tue promozioni: quelli utilizzabili ora si riscattano da qui.',
    empty: RANKING_TEXTS.noCoupons,
    list: 'Elenco dei coupon',
    pagination: 'Pagine dei coupon',
  },
  promotions: {
    pageTitle: 'Promozioni',
    pageIntro: 'Le promozioni attive per il tuo conto e i codici per riscattarle.',
    empty: 'Non ci sono promozioni attive.',
    list: 'Elenco delle promozioni',
    pagination: 'Pagine delle promozioni',
  },
  sectionDisabled: 'Questa sezione è stata disabilitata',
  loading: 'Caricamento...',
  loadFailed: 'Si è verificato un errore durante il caricamento dei dati',
  retry: 'Riprova',
  refresh: 'Aggiorna',
  updatedAt: (time: string) => `Aggiornato alle ${time}`,
  totals: {
    label: 'Riepilogo',
    bonusValue: 'Bonus disponibile',
    freeSpins: 'Free Spin disponibili',
  },
  spins: (n: number) => (n === 1 ? '1 giro' : `${n} giri`),
  /** The badge of each coupon colour (money.md §4). */
  colors: {
    [COUPON_COLOR.USABLE]: 'Utilizzabile',
    [COUPON_COLOR.WAITING]: 'In attesa',
    [COUPON_COLOR.CLOSED]: 'Non utilizzabile',
  },
  /** The badge of each promotion state (money.md §2: ok, wait, ko). */
  states: {
    [PROMO_STATE.OK]: 'Disponibile',
    [PROMO_STATE.WAIT]: 'In attesa',
    [PROMO_STATE.KO]: 'Non disponibile',
  },
  card: {
    code: 'Codice',
    value: 'Valore',
    residual: 'Residuo',
    period: 'Periodo',
    validUntil: (date: string) => `Fino al ${date}`,
    validBetween: (from: string, to: string) => `Dal ${from} al ${to}`,
    openEnded: 'Senza scadenza',
    activator: 'Per sbloccarla',
    couponsLink: 'Vedi i tuoi coupon',
    coupons: (name: string) => `Coupon di ${name}`,
    couponOf: (code: string) => `Coupon ${code}`,
  },
  redeem: {
    submit: 'Riscatta',
    success: 'Bonus riscattato correttamente.',
    goToBonus: 'Vai al bonus',
    failureTitle: 'Attenzione',
    failure: 'Promo o codice bonus non trovati',
    failureDetail: (code: number, message: string) => `${code} - ${message}`,
    networkError: 'Impossibile contattare il server. Riprova più tardi.',
  },
  ranking: {
    empty: RANKING_TEXTS.noCoupons,
  },
} as const;

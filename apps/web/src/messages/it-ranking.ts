import { RANKING_TEXTS } from '@conto-gioco/shared/ranking';

/** Points grouped as the amounts are ('1.250'): it-IT alone leaves four digits ungrouped. */
const pointsFormat = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * Italian texts of /account/classifiche-fidelity (money.md §2 'Fidelity ranking', §4, §8; issue 19),
 * loaded with that screen. §8's texts come from RANKING_TEXTS letter for letter; the labels, the
 * no-data explanation and the non-convertible note are ours.
 */
export const itRanking = {
  pageTitle: 'Classifiche Fidelity',
  pageIntro: 'I tuoi punti fedeltà, la classifica e le conversioni in coupon, promozioni e bonus.',
  loading: 'Caricamento...',
  loadFailed: 'Si è verificato un errore durante il caricamento dei dati',
  retry: 'Riprova',
  noData: {
    title: RANKING_TEXTS.noData,
    text: 'I punti fedeltà si accumulano giocando: appena avrai i primi punti li troverai qui.',
  },
  header: {
    label: 'I tuoi punti',
    total: 'Saldo punti',
    available: 'Punti disponibili',
    lastUpdate: 'Ultimo aggiornamento',
    nextUpdate: 'Prossimo aggiornamento',
    never: 'Non ancora eseguito',
  },
  points: (n: number) => `${pointsFormat.format(n)} ${Math.abs(n) === 1 ? 'punto' : 'punti'}`,
  tabs: {
    main: 'Sezioni',
    conversions: 'Conversioni',
    coupons: 'Coupons',
    conversionKinds: 'Tipo di conversione',
    couponKinds: 'Stato dei coupon',
    'conversioni-coupons': 'Coupons',
    'conversioni-promozioni': 'Promozioni',
    'conversioni-codice-unico': 'Bonus Deposito',
    'coupons-active': 'Attivi',
    'coupons-expired': 'Scaduti',
  },
  noConversions: 'Non ci sono conversioni disponibili al momento.',
  conversion: {
    value: 'Valore',
    points: 'Punti richiesti',
    insteadOf: 'Invece di',
    monthlyCount: 'Conversioni al mese',
    monthlyAmount: 'Bonus al mese',
    until: 'Disponibile fino al',
    openEnded: 'Senza scadenza',
    convert: 'Converti',
    buy: 'Acquista',
    notEnough: 'Punti insufficienti o limite mensile raggiunto',
  },
  confirm: {
    title: 'Conferma',
    convert: (points: string, name: string) => `Vuoi convertire ${points} in ${name}?`,
    buy: (points: string, name: string) => `Vuoi sbloccare ${name} per ${points}?`,
    yes: 'Conferma',
    no: 'Annulla',
  },
  result: {
    success: (code: string) => fill(RANKING_TEXTS.conversionOk, { code }),
    couponHint: 'Vai in Promozioni e Bonus e usa il coupon.',
    couponLink: 'Vai a Promozioni e Bonus',
    promoUnlocked: 'Promozione sbloccata: puoi giocarla entro 30 giorni.',
    error: (message: string) => fill(RANKING_TEXTS.conversionError, { message }),
    networkError: 'Impossibile contattare il server. Riprova più tardi.',
  },
  uniqueCode: {
    formLabel: 'Sblocca un codice unico',
    label: 'Codice unico',
    placeholder: 'Inserisci il codice',
    submit: 'Sblocca',
    success: RANKING_TEXTS.uniqueCodeOk,
    error: (message: string) => fill(RANKING_TEXTS.uniqueCodeError, { message }),
    validUntil: (date: string) => `Il bonus deposito è valido fino al ${date}.`,
  },
  /** A number of points without the word (the leaderboard's column). */
  pointsValue: (n: number) => pointsFormat.format(n),
  leaderboard: {
    title: 'Classifica',
    position: 'Posizione',
    player: 'Giocatore',
    points: 'Punti',
    me: 'Tu',
    empty: 'La classifica non è ancora disponibile.',
  },
  movements: {
    title: 'Movimenti',
    list: 'Elenco dei movimenti',
    pagination: 'Pagine dei movimenti',
    empty: 'Non ci sono movimenti di punti.',
    notConvertible: 'Non convertibile',
    note: 'Alcuni punti non sono ancora convertibili.',
  },
  credits: {
    title: 'Punti',
    total: 'Punti totali',
    fromPlay: 'Di cui dal gioco',
    list: 'Punti accreditati a ogni aggiornamento',
    empty: 'Non sono ancora stati accreditati punti.',
  },
} as const;

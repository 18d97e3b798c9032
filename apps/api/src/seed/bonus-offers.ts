import { BONUS_DEFAULTS, BONUS_FAMILY, BONUS_TYPE, type SportConditions } from '@conto-gioco/shared/bonuses';
import type { Database } from '../db/client.ts';
import { addMissingOffers, type BonusOffer } from '../modules/bonuses/offers.ts';

/** money.md §5's sport default: pre-match multiples of at least 3 events, each at odds 1.50 or more. */
const SPORT_DEFAULT: SportConditions = {
  minEvents: BONUS_DEFAULTS.minEvents,
  maxEvents: null,
  minOdds: BONUS_DEFAULTS.minOdds,
  totalOdds: null,
  live: false,
  prematch: true,
};

/**
 * The site's bonus catalogue (docs/decisions.md 'Bonuses'): the registration's promo code, a
 * casino fun bonus code, the first-deposit bonus, and the offers only coupons grant (no code,
 * trigger 'coupon:<NAME>': the ranking conversions' and the promotions' coupons, docs/decisions.md
 * 'Coupons and promotions'). Amounts in cents.
 */
export const BONUS_OFFERS: BonusOffer[] = [
  {
    code: 'BENVENUTO',
    name: 'Bonus di benvenuto Sport',
    description:
      '10 € di bonus per le scommesse sportive: giocali su multiple pre-partita di almeno 3 eventi, ' +
      'ciascuno a quota 1,50 o più. Dopo 30 € di giocate il bonus rimasto diventa saldo prelevabile.',
    type: BONUS_TYPE.SPORT,
    amount: 1_000,
    terms: {
      kind: 'real',
      family: BONUS_FAMILY.SPORT,
      wageringMultiple: 3,
      games: [],
      sport: SPORT_DEFAULT,
      minBet: 100,
      maxBet: null,
    },
    validDays: BONUS_DEFAULTS.realBonusDays,
  },
  {
    code: 'CASINO10',
    name: 'Fun Bonus Casinò',
    description:
      '10 € di Fun Bonus per i giochi del casinò, da giocare 35 volte entro 5 giorni: poi il bonus ' +
      'rimasto diventa saldo prelevabile.',
    type: BONUS_TYPE.CASINO_FUN_BONUS,
    amount: 1_000,
    terms: {
      kind: 'funbonus',
      family: BONUS_FAMILY.CASINO,
      wageringMultiple: BONUS_DEFAULTS.wageringMultiple,
      games: [],
      sport: null,
      minBet: null,
      maxBet: 500,
    },
    validDays: BONUS_DEFAULTS.funBonusDays,
  },
  {
    trigger: 'first-deposit',
    name: 'Bonus prima ricarica',
    description:
      'Il 100% della prima ricarica, fino a 50 €, per le scommesse sportive: giocalo 5 volte su ' +
      'multiple pre-partita di almeno 3 eventi a quota 1,50 o più entro 30 giorni.',
    type: BONUS_TYPE.SPORT,
    amount: 5_000,
    depositPercent: 100,
    terms: {
      kind: 'real',
      family: BONUS_FAMILY.SPORT,
      wageringMultiple: 5,
      games: [],
      sport: SPORT_DEFAULT,
      minBet: 100,
      maxBet: null,
    },
    validDays: BONUS_DEFAULTS.realBonusDays,
  },
  {
    trigger: 'coupon:RANKING5',
    name: 'Coupon Sport 5 €',
    description:
      '5 € di bonus per le scommesse sportive, dalla conversione dei punti fedeltà: giocali una volta ' +
      'su multiple pre-partita di almeno 3 eventi a quota 1,50 o più e il bonus rimasto diventa saldo prelevabile.',
    type: BONUS_TYPE.SPORT,
    amount: 500,
    terms: {
      kind: 'real',
      family: BONUS_FAMILY.SPORT,
      wageringMultiple: 1,
      games: [],
      sport: SPORT_DEFAULT,
      minBet: 100,
      maxBet: null,
    },
    validDays: BONUS_DEFAULTS.realBonusDays,
  },
  {
    trigger: 'coupon:RANKING10CASINO',
    name: 'Coupon Casinò 10 €',
    description:
      '10 € di bonus per i giochi del casinò, dalla conversione dei punti fedeltà: giocali una volta ' +
      'e il bonus rimasto diventa saldo prelevabile.',
    type: BONUS_TYPE.CASINO_REAL_BONUS,
    amount: 1_000,
    terms: {
      kind: 'real',
      family: BONUS_FAMILY.CASINO,
      wageringMultiple: 1,
      games: [],
      sport: null,
      minBet: null,
      maxBet: null,
    },
    validDays: BONUS_DEFAULTS.realBonusDays,
  },
  {
    trigger: 'coupon:RICARICA20',
    name: 'Bonus Ricarica 20 €',
    description:
      '20 € di bonus per le scommesse sportive, sbloccati da una ricarica di almeno 50 € entro 7 giorni: ' +
      'giocali 5 volte su multiple pre-partita di almeno 3 eventi a quota 1,50 o più entro 30 giorni.',
    type: BONUS_TYPE.SPORT,
    amount: 2_000,
    terms: {
      kind: 'real',
      family: BONUS_FAMILY.SPORT,
      wageringMultiple: 5,
      games: [],
      sport: SPORT_DEFAULT,
      minBet: 100,
      maxBet: null,
    },
    validDays: BONUS_DEFAULTS.realBonusDays,
  },
  {
    trigger: 'coupon:WELCOME-CASINO',
    name: 'Fun Bonus Casinò di benvenuto',
    description:
      '5 € di Fun Bonus per i giochi del casinò, da giocare 35 volte entro 5 giorni: poi il bonus ' +
      'rimasto diventa saldo prelevabile.',
    type: BONUS_TYPE.CASINO_FUN_BONUS,
    amount: 500,
    terms: {
      kind: 'funbonus',
      family: BONUS_FAMILY.CASINO,
      wageringMultiple: BONUS_DEFAULTS.wageringMultiple,
      games: [],
      sport: null,
      minBet: null,
      maxBet: 500,
    },
    validDays: BONUS_DEFAULTS.funBonusDays,
  },
  {
    code: 'GIRI10',
    name: '10 Free Spin sulle slot',
    description:
      '10 giri gratis da 0,50 € sulle slot Frutti di Prova e Tesoro del Faraone, entro 5 giorni: ' +
      'le vincite diventano un bonus casinò da giocare 20 volte.',
    type: BONUS_TYPE.CASINO_FREE_SPIN,
    amount: 500,
    terms: {
      kind: 'freespin',
      family: BONUS_FAMILY.CASINO,
      wageringMultiple: 20,
      games: ['Frutti di Prova', 'Tesoro del Faraone'],
      sport: null,
      minBet: 50,
      maxBet: 50,
      spinValue: 50,
    },
    validDays: BONUS_DEFAULTS.funBonusDays,
  },
  {
    code: 'FREEBET5',
    name: 'Free Bet 5 €',
    description:
      'Una scommessa gratuita da 5 € su eventi pre-partita a quota 1,50 o più, entro 7 giorni: se ' +
      'vince ricevi la vincita senza la puntata.',
    type: BONUS_TYPE.FREE_BET,
    amount: 500,
    terms: {
      kind: 'freebet',
      family: BONUS_FAMILY.SPORT,
      wageringMultiple: 1,
      games: [],
      sport: { ...SPORT_DEFAULT, minEvents: 1 },
      minBet: 500,
      maxBet: 500,
    },
    validDays: 7,
  },
];

/** The activator of a RICARICA20 coupon: 50 € of deposits within 7 days of its issue. */
export const RICARICA20_ACTIVATOR = { target: 5_000, days: 7 } as const;

export const seedBonusOffers = (db: Database) => addMissingOffers(db, BONUS_OFFERS);

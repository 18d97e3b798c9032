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
 * casino fun bonus code and the first-deposit bonus. Amounts in cents.
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
];

export const seedBonusOffers = (db: Database) => addMissingOffers(db, BONUS_OFFERS);

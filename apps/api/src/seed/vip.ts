import { eq } from 'drizzle-orm';
import {
  BONUS_DEFAULTS,
  BONUS_FAMILY,
  BONUS_TYPE,
  type BonusFamily,
  type SportConditions,
} from '@conto-gioco/shared/bonuses';
import { VIP_PLATFORM } from '@conto-gioco/shared/vip';
import type { Database } from '../db/client.ts';
import { players } from '../modules/auth/schema.ts';
import { addMissingOffers, type BonusOffer } from '../modules/bonuses/offers.ts';
import {
  addMissingVipCatalogue,
  enrolInVip,
  type VipLevelEntry,
  type VipPointRuleEntry,
  type VipRechargeCardEntry,
} from '../modules/vip/catalogue.ts';
import { processClosedVipWindows } from '../modules/vip/job.ts';

const DAY_MS = 86_400_000;

/** The levels (docs/decisions.md 'VIP Club (issue 20)'): points earned in the last 12 months. */
export const VIP_LEVELS: VipLevelEntry[] = [
  { name: 'Bronze', threshold: 0 },
  { name: 'Silver', threshold: 1_000 },
  { name: 'Gold', threshold: 5_000 },
  { name: 'Platinum', threshold: 20_000 },
];

/** Cents played per point: 1 € on sport, 5 € on casino, less on some providers and games. */
export const VIP_POINT_RULES: VipPointRuleEntry[] = [
  { platformId: VIP_PLATFORM.SPORT, provider: '*', game: '*', centsPerPoint: 100 },
  { platformId: VIP_PLATFORM.CASINO, provider: '*', game: '*', centsPerPoint: 500 },
  { platformId: VIP_PLATFORM.CASINO, provider: 'Novomatic', game: '*', centsPerPoint: 400 },
  { platformId: VIP_PLATFORM.CASINO, provider: 'NetEnt', game: 'Starburst', centsPerPoint: 250 },
];

/** Sport bonuses are played on pre-match multiples of 3 events at 1.50 or more (as the ranking's). */
const SPORT_DEFAULT: SportConditions = {
  minEvents: BONUS_DEFAULTS.minEvents,
  maxEvents: null,
  minOdds: BONUS_DEFAULTS.minOdds,
  totalOdds: null,
  live: false,
  prematch: true,
};

const realTerms = (family: BonusFamily) => ({
  kind: 'real' as const,
  family,
  wageringMultiple: 1,
  games: [],
  sport: family === BONUS_FAMILY.SPORT ? SPORT_DEFAULT : null,
  minBet: null,
  maxBet: null,
});

/** The coupon-only offers of the recharge cards (a real bonus each: 'Promozioni e bonus'). */
export const VIP_OFFERS: BonusOffer[] = [
  {
    trigger: 'coupon:VIP-SPORT',
    name: 'Ricarica VIP Sport',
    description:
      'Bonus per le scommesse sportive dalla ricarica dei punti VIP Club: giocalo una volta e il bonus ' +
      'rimasto diventa saldo prelevabile.',
    type: BONUS_TYPE.SPORT,
    amount: 500,
    terms: realTerms(BONUS_FAMILY.SPORT),
    validDays: BONUS_DEFAULTS.realBonusDays,
  },
  {
    trigger: 'coupon:VIP-CASINO',
    name: 'Ricarica VIP Casinò',
    description:
      'Bonus per i giochi del casinò dalla ricarica dei punti VIP Club: giocalo una volta e il bonus ' +
      'rimasto diventa saldo prelevabile.',
    type: BONUS_TYPE.CASINO_REAL_BONUS,
    amount: 1_000,
    terms: realTerms(BONUS_FAMILY.CASINO),
    validDays: BONUS_DEFAULTS.realBonusDays,
  },
];

export const VIP_CARDS: VipRechargeCardEntry[] = [
  {
    code: 'VIP-SPORT-5',
    platformId: VIP_PLATFORM.SPORT,
    name: 'Ricarica Sport 5 €',
    description: '500 punti VIP Sport diventano 5 € di bonus per le scommesse.',
    points: 500,
    bonusAmount: 500,
    offerTrigger: 'coupon:VIP-SPORT',
    position: 1,
  },
  {
    code: 'VIP-SPORT-12',
    platformId: VIP_PLATFORM.SPORT,
    name: 'Ricarica Sport 12 €',
    description: '1.000 punti VIP Sport diventano 12 € di bonus per le scommesse.',
    points: 1_000,
    bonusAmount: 1_200,
    offerTrigger: 'coupon:VIP-SPORT',
    position: 2,
  },
  {
    code: 'VIP-CASINO-10',
    platformId: VIP_PLATFORM.CASINO,
    name: 'Ricarica Casinò 10 €',
    description: '200 punti VIP Casinò diventano 10 € di bonus per il casinò.',
    points: 200,
    bonusAmount: 1_000,
    offerTrigger: 'coupon:VIP-CASINO',
    position: 3,
  },
];

/** The catalogue, with or without the demo players (site data). */
export async function seedVipCatalogue(db: Database): Promise<void> {
  await addMissingOffers(db, VIP_OFFERS);
  await addMissingVipCatalogue(db, { levels: VIP_LEVELS, rules: VIP_POINT_RULES, cards: VIP_CARDS });
}

const playerIdOf = async (db: Database, username: string) =>
  (await db.select({ id: players.id }).from(players).where(eq(players.username, username)))[0]?.id;

/**
 * The VIP Club's demo players, after seedRankingDemo (whose play of lorenzogalli this reuses: his
 * cash is unchanged by it): lorenzogalli and mariorossi are enrolled four days back, and the real
 * job over the windows since lorenzogalli's play credits his comp points (1,500 sport: Silver; 25
 * casino). mariorossi has no play in the seed without a play history: Bronze, 0 points. Idempotent.
 */
export async function seedVipDemo(db: Database, now = new Date()): Promise<void> {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(todayStart - 4 * DAY_MS);
  for (const username of ['lorenzogalli', 'mariorossi']) {
    const id = await playerIdOf(db, username);
    if (id) await enrolInVip(db, id, since);
  }
  await processClosedVipWindows(db, now, { firstAt: new Date(todayStart - 3 * DAY_MS) });
}

import { eq, sql } from 'drizzle-orm';
import { BONUS_DEFAULTS, BONUS_FAMILY, BONUS_TYPE, type SportConditions } from '@conto-gioco/shared/bonuses';
import type { Result } from '@conto-gioco/shared/envelope';
import { GAME_FAMILY } from '@conto-gioco/shared/play';
import type { Database } from '../db/client.ts';
import { players } from '../modules/auth/schema.ts';
import { addMissingOffers, type BonusOffer } from '../modules/bonuses/offers.ts';
import { closeCasinoSession, openCasinoSession, playCasinoRound } from '../modules/play/casino.ts';
import { placeTicket, settleEvent } from '../modules/play/tickets.ts';
import {
  addMissingConversions,
  giftPoints,
  type RankingConversionEntry,
} from '../modules/ranking/catalogue.ts';
import { processClosedWindows } from '../modules/ranking/job.ts';
import { forgetPlayerBalances, PLAYER_ACCOUNT } from '../modules/wallet/ledger.ts';
import { ledgerTransfers } from '../modules/wallet/schema.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const SPORT_DEFAULT: SportConditions = {
  minEvents: BONUS_DEFAULTS.minEvents,
  maxEvents: null,
  minOdds: BONUS_DEFAULTS.minOdds,
  totalOdds: null,
  live: false,
  prematch: true,
};

/**
 * The coupon-only offers of the ranking's ticket promo and deposit bonus (the coupons' own,
 * 'coupon:RANKING5' and 'coupon:RANKING10CASINO', are in bonus-offers.ts).
 */
export const RANKING_OFFERS: BonusOffer[] = [
  {
    trigger: 'coupon:RANKING-PROMO',
    name: 'Scommessa gratuita 5 €',
    description:
      'Una scommessa sportiva gratuita da 5 €, sbloccata con i punti fedeltà: giocala entro 30 giorni ' +
      'su una multipla pre-partita di almeno 3 eventi a quota 1,50 o più.',
    type: BONUS_TYPE.FREE_BET,
    amount: 500,
    terms: {
      kind: 'freebet',
      family: BONUS_FAMILY.SPORT,
      wageringMultiple: 1,
      games: [],
      sport: SPORT_DEFAULT,
      minBet: null,
      maxBet: null,
    },
    validDays: 30,
  },
  {
    trigger: 'coupon:RANKING-DEPOSITO',
    name: 'Bonus Deposito 20 €',
    description:
      '20 € di bonus per le scommesse sportive, sbloccati da una ricarica di almeno 10 € entro 7 giorni ' +
      'dal codice unico: giocali 5 volte su multiple pre-partita di almeno 3 eventi a quota 1,50 o più.',
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
];

/** The conversion catalogue: one of each kind (docs/decisions.md 'Fidelity ranking (issue 19)'). */
export const RANKING_CONVERSIONS: RankingConversionEntry[] = [
  {
    code: 'COUPON-SPORT-5',
    kind: 'coupon',
    name: 'Coupon Sport 5 €',
    offerTrigger: 'coupon:RANKING5',
    bonusValue: 500,
    pointsToConvert: 500,
    releaseMaxPerPlayerMonth: 3,
    releaseMaxAmountMonth: 1_500,
    position: 1,
  },
  {
    code: 'COUPON-CASINO-10',
    kind: 'coupon',
    name: 'Coupon Casinò 10 €',
    offerTrigger: 'coupon:RANKING10CASINO',
    bonusValue: 1_000,
    pointsToConvert: 900,
    releaseMaxPerPlayerMonth: 2,
    releaseMaxAmountMonth: 2_000,
    position: 2,
  },
  {
    code: 'PROMO-FREEBET-5',
    kind: 'ticket-promo',
    name: 'Scommessa gratuita 5 €',
    offerTrigger: 'coupon:RANKING-PROMO',
    bonusValue: 500,
    pointsToConvert: 400,
    releaseMaxPerPlayerMonth: 1,
    releaseMaxAmountMonth: 500,
    position: 3,
  },
  {
    code: 'CODICE-DEPOSITO-20',
    kind: 'unique-code',
    name: 'Bonus Deposito 20 €',
    offerTrigger: 'coupon:RANKING-DEPOSITO',
    bonusValue: 2_000,
    pointsToConvert: 1_200,
    releaseMaxPerPlayerMonth: 1,
    releaseMaxAmountMonth: 2_000,
    position: 4,
  },
];

/** The catalogue, with or without the demo players (site data, like the bonus offers). */
export async function seedRankingCatalogue(db: Database): Promise<void> {
  await addMissingOffers(db, RANKING_OFFERS);
  await addMissingConversions(db, RANKING_CONVERSIONS);
}

const must = <T>(result: Result<T>, what: string): T => {
  if (!result.ok) throw new Error(`ranking seed: ${what} refused (${result.code} ${result.message})`);
  return result.data;
};

const playerIdOf = async (db: Database, username: string) =>
  (await db.select({ id: players.id }).from(players).where(eq(players.username, username)))[0]?.id;

/**
 * The ranking's demo players: lorenzogalli earns 1,520 points through the real job over seeded play
 * (six 250 € sport singles three and two days ago, half won at 2.00, and two 50 € casino rounds:
 * his cash ends where it began), mariorossi gets a fidelity profile with 300 gift points (not
 * convertible: the screen's note). Once: the play is placed only when its first ticket is missing,
 * and the job and the gift are idempotent.
 */
export async function seedRankingDemo(db: Database, now = new Date()): Promise<void> {
  const lorenzo = await playerIdOf(db, 'lorenzogalli');
  const mario = await playerIdOf(db, 'mariorossi');
  if (mario)
    await giftPoints(db, {
      playerId: mario,
      points: 300,
      key: 'seed:mariorossi:welcome',
      description: 'Punti di benvenuto nel programma fedeltà (non convertibili)',
    });
  if (!lorenzo) return;
  const [placed] = await db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, 'play:ticket:RKLG1:stake'));
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (!placed) await playLorenzo(db, lorenzo, todayStart);
  // The real job, from the window of his first play only (seeding stays fast): the windows closed
  // since, so the statement's last update is recent.
  await processClosedWindows(db, now, { firstAt: new Date(todayStart - 3 * DAY_MS) });
}

async function playLorenzo(db: Database, playerId: number, todayStart: number): Promise<void> {
  const settled: { id: string; at: string }[] = [];
  const played: { key: string; at: string }[] = [];
  const fixtures = ['Inter - Milan', 'Roma - Lazio', 'Juventus - Napoli', 'Atalanta - Fiorentina'];
  for (let n = 1; n <= 6; n++) {
    const day = todayStart - (n <= 3 ? 3 : 2) * DAY_MS;
    const eventAt = new Date(day + (5 + n) * HOUR_MS);
    const ticketId = `RKLG${n}`;
    const won = n % 2 === 1;
    must(
      await placeTicket(db, {
        ticketId,
        playerId,
        family: GAME_FAMILY.SPORT,
        kind: 'single',
        game: 'Calcio',
        platform: 'Sport',
        stake: 25_000,
        systems: [],
        placedAt: new Date(eventAt.getTime() - HOUR_MS).toISOString(),
        legs: [
          {
            eventId: `RKLGEV${n}`,
            eventName: fixtures[n % fixtures.length]!,
            eventDate: eventAt.toISOString(),
            marketCode: '1X2',
            market: '1X2 Esito finale',
            outcome: '1',
            outcomeCode: 1,
            odds: 200,
            fixed: false,
            live: false,
            groupName: 'Serie A',
          },
        ],
      }),
      'ticket',
    );
    must(
      await settleEvent(db, {
        requestId: `seed:ranking:settle:${n}`,
        eventId: `RKLGEV${n}`,
        marketCode: '1X2',
        resultCode: won ? 1 : 2,
        void: false,
        payWinners: true,
      }),
      'settlement',
    );
    const at = new Date(eventAt.getTime() + 2 * HOUR_MS).toISOString();
    settled.push({ id: ticketId, at });
    played.push({
      key: `play:ticket:${ticketId}:stake`,
      at: new Date(eventAt.getTime() - HOUR_MS).toISOString(),
    });
    if (won) played.push({ key: `play:ticket:${ticketId}:return`, at });
  }
  const sessionCode = 'RKLGCASINO1';
  const startedAt = todayStart - 2 * DAY_MS + 15 * HOUR_MS;
  must(
    await openCasinoSession(db, {
      sessionCode,
      playerId,
      game: 'Book of Ra Deluxe',
      platform: 'Novomatic',
      startedAt: new Date(startedAt).toISOString(),
    }),
    'casino session',
  );
  const wins = [0, 10_000];
  for (const [index, win] of wins.entries()) {
    const at = new Date(startedAt + (index + 1) * 60_000).toISOString();
    must(
      await playCasinoRound(db, { sessionCode, roundId: `R${index + 1}`, bet: 5_000, win, playedAt: at }),
      'casino round',
    );
    played.push({ key: `play:casino:${sessionCode}:R${index + 1}:bet`, at });
    if (win > 0) played.push({ key: `play:casino:${sessionCode}:R${index + 1}:win`, at });
  }
  const endedAt = new Date(startedAt + 3 * 60_000).toISOString();
  must(await closeCasinoSession(db, { sessionCode, endedAt }), 'casino close');
  forgetPlayerBalances(db, { legs: [{ account: { playerId, kind: PLAYER_ACCOUNT.cash }, amount: 0 }] });

  // Dated back as the platform would have sent them (the play service stamps its own calls now).
  await db.execute(sql`with r as (select * from jsonb_to_recordset(${JSON.stringify(settled)}::jsonb) as x(id text, at timestamptz)),
      tickets as (
        update play_tickets t set settled_at = r.at, paid_at = case when t.paid_at is null then null else r.at end
        from r where t.platform_id = r.id and t.player_id = ${playerId}
        returning t.id, r.at)
    update play_ticket_legs l set settled_at = tickets.at from tickets where l.ticket_id = tickets.id`);
  await db.execute(sql`with d as (select * from jsonb_to_recordset(${JSON.stringify(played)}::jsonb) as x(key text, at timestamptz)),
      moved as (
        update ledger_transfers t set created_at = d.at from d
        where t.idempotency_key = d.key and t.player_id = ${playerId}
        returning t.id, d.at)
    update ledger_entries e set created_at = moved.at from moved where e.transfer_id = moved.id`);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Result } from '@conto-gioco/shared/envelope';
import {
  BONUS_CODE,
  BONUS_FAMILY,
  BONUS_STATE,
  BONUS_TYPE,
  type BonusKind,
  type BonusState,
  type BonusTerms,
} from '@conto-gioco/shared/bonuses';
import { GAME_FAMILY, PLAY_CODE } from '@conto-gioco/shared/play';
import { queryRows } from '../../db/client.ts';
import { createTestApp, TEST_DB_DRIVER, type TestApp } from '../../testing/app.ts';
import { newFundedPlayer } from '../../testing/players.ts';
import {
  closeCasinoSession,
  openCasinoSession,
  placeTicket,
  playCasinoRound,
  settleEvent,
  voidTicket,
} from '../play/service.ts';
import { playerBalances } from '../wallet/ledger.ts';
import { bonusGrants } from './schema.ts';
import { addMissingOffers, cancelFunBonus, expireDueGrants, grantsOf, redeemCode } from './service.ts';

/*
 * Model-based property test of the bonus engine (issue 19), through the services the routes and
 * the operator API call: random sequences of grants (some refused), sport stakes that do or do not
 * meet the terms, wins, losses and refunds of them, casino rounds, free spins and a free bet played
 * (or not: another stake or game is cash), expiries and cancellations, for one new player per run.
 * After each command the player's cash and bonus, and each grant, are the model's: bonus money
 * reaches cash only when its grant's wagering is complete, a bonus stake's win goes back to the
 * bonus while it is not, a free bet's win pays without its stake and free spins' wins (the last
 * spin's too) stay bonus until the bonus they become is wagered. After each run every transfer
 * sums to zero, each wallet row is the sum of its entries, and nothing is negative.
 */

const ON_POSTGRES = TEST_DB_DRIVER === 'postgres';
const NUM_RUNS = Number(process.env.BONUS_PROPERTY_RUNS ?? (ON_POSTGRES ? 40 : 20));
const MAX_COMMANDS = 40;
const OPENING_CASH = 5_000;

const MIN_EVENTS = 2;
const MIN_ODDS = 150;
const FUN_MAX_BET = 400;
/** Free spins: SPINS spins of SPIN_VALUE on SPIN_GAME alone; OTHER_GAME is any other slot. */
const SPIN_GAME = 'Giri di prova';
const OTHER_GAME = 'Slot di prova';
const SPIN_VALUE = 100;
const SPINS = 3;
/** A free bet: one pre-match stake of its value, each event at FREEBET_MIN_ODDS or more. */
const FREEBET_VALUE = 500;
const FREEBET_MIN_ODDS = 150;

/** The offers a run may redeem, each once per player. */
const OFFERS = [
  { code: 'PROPSPORT1', kind: 'real', amount: 1_000, multiple: 3 },
  { code: 'PROPSPORT2', kind: 'real', amount: 700, multiple: 2 },
  { code: 'PROPFUN1', kind: 'funbonus', amount: 800, multiple: 2 },
  { code: 'PROPFUN2', kind: 'funbonus', amount: 500, multiple: 1 },
  { code: 'PROP-GIRI', kind: 'freespin', amount: SPINS * SPIN_VALUE, multiple: 4 },
  { code: 'PROP-FREEBET', kind: 'freebet', amount: FREEBET_VALUE, multiple: 1 },
] as const satisfies readonly { code: string; kind: BonusKind; amount: number; multiple: number }[];
type Offer = (typeof OFFERS)[number];

const sportTerms = (minEvents: number, minOdds: number) => ({
  minEvents,
  maxEvents: null,
  minOdds,
  totalOdds: null,
  live: false,
  prematch: true,
});

/** An offer's type and terms, as the catalogue holds them. */
function catalogueOf(offer: Offer): { type: number; terms: BonusTerms } {
  const common = { wageringMultiple: offer.multiple, games: [], sport: null, minBet: null, maxBet: null };
  switch (offer.kind) {
    case 'real':
      return {
        type: BONUS_TYPE.SPORT,
        terms: {
          ...common,
          kind: 'real',
          family: BONUS_FAMILY.SPORT,
          sport: sportTerms(MIN_EVENTS, MIN_ODDS),
        },
      };
    case 'funbonus':
      return {
        type: BONUS_TYPE.CASINO_FUN_BONUS,
        terms: { ...common, kind: 'funbonus', family: BONUS_FAMILY.CASINO, maxBet: FUN_MAX_BET },
      };
    case 'freespin':
      return {
        type: BONUS_TYPE.CASINO_FREE_SPIN,
        terms: {
          ...common,
          kind: 'freespin',
          family: BONUS_FAMILY.CASINO,
          games: [SPIN_GAME],
          minBet: SPIN_VALUE,
          maxBet: SPIN_VALUE,
          spinValue: SPIN_VALUE,
        },
      };
    case 'freebet':
      return {
        type: BONUS_TYPE.FREE_BET,
        terms: {
          ...common,
          kind: 'freebet',
          family: BONUS_FAMILY.SPORT,
          sport: sportTerms(1, FREEBET_MIN_ODDS),
          minBet: FREEBET_VALUE,
          maxBet: FREEBET_VALUE,
        },
      };
  }
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await addMissingOffers(
    t.app.db,
    OFFERS.map((offer) => ({
      code: offer.code,
      name: offer.code,
      description: offer.code,
      amount: offer.amount,
      ...catalogueOf(offer),
      validDays: 5,
    })),
  );
}, 120_000);
afterAll(() => t?.close());

type ModelGrant = {
  offer: number;
  /** What its money is now: free spins, once played, go on as a real casino bonus. */
  kind: BonusKind;
  residual: number;
  wagered: number;
  toWager: number;
  state: BonusState;
  /** Its date was moved into the past: a closed grant is then neither given nor brought back. */
  lapsed: boolean;
};
type Bet = { casino: boolean; game: string | null; stake: number; odds: number[]; live: boolean };
type ModelStake = { stake: number; bonus: number; grant: ModelGrant | null };
type ModelTicket = ModelStake & { id: string; legs: { eventId: string; odds: number }[]; open: boolean };

/** The model's own reading of the terms (independent of terms.ts). */
function meets(grant: ModelGrant, bet: Bet): boolean {
  const sportBet = (minEvents: number, minOdds: number) =>
    !bet.casino && !bet.live && bet.odds.length >= minEvents && bet.odds.every((odds) => odds >= minOdds);
  switch (grant.kind) {
    case 'funbonus':
      return bet.casino && bet.stake <= FUN_MAX_BET;
    case 'freespin':
      return bet.casino && bet.game === SPIN_GAME && bet.stake === SPIN_VALUE;
    case 'freebet':
      return sportBet(1, FREEBET_MIN_ODDS) && bet.stake === FREEBET_VALUE;
    case 'real':
      // What free spins won is wagered on any casino game, at any stake.
      return OFFERS[grant.offer]!.kind === 'freespin' ? bet.casino : sportBet(MIN_EVENTS, MIN_ODDS);
  }
}

const sportStake = (stake: fc.Arbitrary<number>, odds: fc.Arbitrary<number>, live: fc.Arbitrary<boolean>) =>
  fc.record({
    t: fc.constant('stake' as const),
    stake,
    odds: fc.array(odds, { minLength: 1, maxLength: 3 }),
    live,
  });
const casinoRound = (game: string, bet: fc.Arbitrary<number>, win: fc.Arbitrary<number>) =>
  fc.record({ t: fc.constant('round' as const), game: fc.constant(game), bet, win });

const command = fc.oneof(
  { weight: 3, arbitrary: fc.record({ t: fc.constant('grant' as const), offer: fc.nat(OFFERS.length - 1) }) },
  // Mostly pre-match at the bonuses' odds, so that two sport grants often meet the same stake.
  {
    weight: 6,
    arbitrary: sportStake(
      fc.integer({ min: 1, max: 2_500 }),
      fc.integer({ min: 130, max: 300 }),
      fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    ),
  },
  // The free bet's stake, on events that do or do not meet its terms.
  {
    weight: 3,
    arbitrary: sportStake(
      fc.constant(FREEBET_VALUE),
      fc.integer({ min: 140, max: 300 }),
      fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    ),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('settle' as const),
      pick: fc.nat(),
      result: fc.constantFrom('won', 'won', 'lost', 'void') as fc.Arbitrary<'won' | 'lost' | 'void'>,
    }),
  },
  // Another game: a spin's stake there is not a spin.
  {
    weight: 3,
    arbitrary: casinoRound(
      OTHER_GAME,
      fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 600 }) }, fc.constant(SPIN_VALUE)),
      fc.integer({ min: 0, max: 1_200 }),
    ),
  },
  // The spins' game: mostly a spin's stake, often winning nothing (spins that win nothing close).
  {
    weight: 8,
    arbitrary: casinoRound(
      SPIN_GAME,
      fc.oneof({ weight: 5, arbitrary: fc.constant(SPIN_VALUE) }, fc.integer({ min: 0, max: 600 })),
      fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: 1_200 })),
    ),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('expire' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('cancel' as const), pick: fc.nat() }) },
);

let run = 0;
const seen = {
  granted: 0,
  refusedGrants: 0,
  bonusStakes: 0,
  released: 0,
  expired: 0,
  cancelled: 0,
  bonusWins: 0,
  spinsPlayed: 0,
  spinWins: 0,
  cashBesideSpins: 0,
  spinsToBonus: 0,
  spinsWonNothing: 0,
  lastSpinWins: 0,
  funBesideSpins: 0,
  spinsBesideFun: 0,
  spentSkipped: 0,
  cashWagered: 0,
  freeBetsPlayed: 0,
  freeBetsWon: 0,
  freeBetsGivenBack: 0,
};

describe(`bonus ledger property (${TEST_DB_DRIVER})`, () => {
  it(
    'keeps bonus money out of cash until its wagering is complete, and the books right',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          // Some offers redeemed first, in any order, so that most runs play what they give.
          fc.shuffledSubarray(
            OFFERS.map((_, offer) => offer),
            { minLength: 1 },
          ),
          fc.array(command, { minLength: 10, maxLength: MAX_COMMANDS, size: 'max' }),
          async (opening, played) => {
            const commands = [...opening.map((offer) => ({ t: 'grant' as const, offer })), ...played];
            run += 1;
            const prefix = `BP${run}-${Date.now().toString(36)}`;
            const player = await newFundedPlayer(t.app.db, OPENING_CASH);
            let cash = OPENING_CASH;
            const grants: ModelGrant[] = [];
            const tickets: ModelTicket[] = [];
            let serial = 0;
            const next = () => `${prefix}-${++serial}`;
            /** The open casino session of each game. */
            const sessions = new Map<string, string>();
            const codeOf = (result: Result<unknown>) => (result.ok ? 0 : result.code);
            const active = (grant: ModelGrant) => grant.state === BONUS_STATE.ACTIVE;

            /**
             * The last spin paid back: what the spins won, its win included, goes on as a real
             * casino bonus to wager; spins that won nothing are over.
             */
            const spinsEnd = (grant: ModelGrant, lastWin: number) => {
              if (lastWin > 0) seen.lastSpinWins += 1;
              if (grant.residual === 0) {
                grant.state = BONUS_STATE.COMPLETED;
                seen.spinsWonNothing += 1;
                return;
              }
              grant.kind = 'real';
              grant.toWager = grant.wagered + grant.residual * OFFERS[grant.offer]!.multiple;
              seen.spinsToBonus += 1;
            };
            /**
             * The model's stake: of the active grants the bet meets (spins all played take no
             * more), the oldest with money left pays first, else the oldest counts it as wagered.
             */
            const stakeOn = (bet: Bet): ModelStake | null => {
              const meeting = grants.filter(
                (g) => active(g) && meets(g, bet) && !(g.kind === 'freespin' && g.wagered >= g.toWager),
              );
              const grant = meeting.find((g) => g.residual > 0) ?? meeting[0] ?? null;
              const bonus = grant ? Math.min(grant.residual, bet.stake) : 0;
              if (bet.stake - bonus > cash) return null;
              cash -= bet.stake - bonus;
              if (!grant) {
                if (bet.casino && grants.some((g) => active(g) && g.kind === 'freespin'))
                  seen.cashBesideSpins += 1;
                return { stake: bet.stake, bonus, grant };
              }
              if (grant !== meeting[0]) seen.spentSkipped += 1;
              grant.residual -= bonus;
              grant.wagered += bet.stake;
              if (bonus > 0) seen.bonusStakes += 1;
              else seen.cashWagered += 1;
              if (grant.kind === 'freespin') seen.spinsPlayed += 1;
              if (grant.kind === 'freebet') seen.freeBetsPlayed += 1;
              // Spins end on their last payback (payBackOn), not here.
              if (grant.wagered >= grant.toWager && grant.kind !== 'freespin') {
                if (grant.residual > 0) seen.released += 1;
                cash += grant.residual;
                grant.residual = 0;
                grant.state = BONUS_STATE.COMPLETED;
              }
              return { stake: bet.stake, bonus, grant };
            };
            /** The model's payment back on a stake. */
            const payBackOn = (stake: ModelStake, amount: number, refund: boolean) => {
              const { grant } = stake;
              if (!grant) {
                cash += amount;
                return;
              }
              const share = Math.floor((amount * stake.bonus) / stake.stake);
              const closed = grant.state === BONUS_STATE.COMPLETED && !grant.lapsed && share > 0;
              if (closed && grant.kind === 'freebet' && refund) {
                // A voided free bet is given back, to be played again.
                grant.state = BONUS_STATE.ACTIVE;
                grant.residual = share;
                grant.wagered = 0;
                cash += amount - share;
                seen.freeBetsGivenBack += 1;
              } else if (grant.kind === 'freebet' && !active(grant)) {
                // A free bet's win pays without its stake.
                cash += Math.max(0, amount - stake.bonus);
                if (!refund) seen.freeBetsWon += 1;
              } else if (active(grant)) {
                grant.residual += share;
                if (refund) grant.wagered = Math.max(0, grant.wagered - stake.stake);
                if (share > 0) seen.bonusWins += 1;
                if (share > 0 && grant.kind === 'freespin') seen.spinWins += 1;
                cash += amount - share;
                if (grant.kind === 'freespin' && grant.wagered >= grant.toWager) spinsEnd(grant, share);
              } else cash += grant.state === BONUS_STATE.COMPLETED ? amount : amount - share;
            };

            for (const c of commands) {
              switch (c.t) {
                case 'grant': {
                  const offer = OFFERS[c.offer]!;
                  const answer = await redeemCode(t.app.db, player, offer.code, { withdrawOnly: false });
                  // Fun bonuses and free spins not played yet, one at a time either way (spins
                  // gone on as a real bonus no longer count).
                  const waitsFor =
                    offer.kind === 'funbonus' || offer.kind === 'freespin'
                      ? grants.find((g) => active(g) && (g.kind === 'funbonus' || g.kind === 'freespin'))
                      : undefined;
                  if (grants.some((g) => g.offer === c.offer)) {
                    expect(codeOf(answer)).toBe(BONUS_CODE.ALREADY_REDEEMED);
                    seen.refusedGrants += 1;
                  } else if (waitsFor) {
                    expect(codeOf(answer)).toBe(BONUS_CODE.FUN_BONUS_ACTIVE);
                    seen.refusedGrants += 1;
                    if (offer.kind === 'funbonus' && waitsFor.kind === 'freespin') seen.funBesideSpins += 1;
                    if (offer.kind === 'freespin') seen.spinsBesideFun += 1;
                  } else {
                    expect(codeOf(answer)).toBe(0);
                    const playedOnce = offer.kind === 'freespin' || offer.kind === 'freebet';
                    grants.push({
                      offer: c.offer,
                      kind: offer.kind,
                      residual: offer.amount,
                      wagered: 0,
                      toWager: playedOnce ? offer.amount : offer.amount * offer.multiple,
                      state: BONUS_STATE.ACTIVE,
                      lapsed: false,
                    });
                    seen.granted += 1;
                  }
                  break;
                }
                case 'stake': {
                  const id = next();
                  const legs = c.odds.map((odds) => ({ eventId: next(), odds }));
                  const answer = await placeTicket(t.app.db, {
                    ticketId: id,
                    playerId: player,
                    family: GAME_FAMILY.SPORT,
                    kind: legs.length === 1 ? 'single' : 'multiple',
                    stake: c.stake,
                    legs: legs.map((leg) => ({
                      eventId: leg.eventId,
                      eventName: `Evento ${leg.eventId}`,
                      eventDate: new Date(Date.now() + 86_400_000).toISOString(),
                      marketCode: 'M',
                      market: 'Esito',
                      outcome: '1',
                      outcomeCode: 1,
                      odds: leg.odds,
                      fixed: false,
                      live: c.live,
                    })),
                    systems: [],
                  });
                  const stake = stakeOn({
                    casino: false,
                    game: null,
                    stake: c.stake,
                    odds: c.odds,
                    live: c.live,
                  });
                  if (stake) {
                    expect(codeOf(answer)).toBe(0);
                    tickets.push({ ...stake, id, legs, open: true });
                  } else expect(codeOf(answer)).toBe(PLAY_CODE.INSUFFICIENT_FUNDS);
                  break;
                }
                case 'settle': {
                  const open = tickets.filter((ticket) => ticket.open);
                  const ticket = open.length === 0 ? undefined : open[c.pick % open.length];
                  if (!ticket) break;
                  ticket.open = false;
                  if (c.result === 'void') {
                    expect(
                      codeOf(await voidTicket(t.app.db, { requestId: next(), ticketId: ticket.id })),
                    ).toBe(0);
                    payBackOn(ticket, ticket.stake, true);
                    break;
                  }
                  for (const leg of c.result === 'won' ? ticket.legs : ticket.legs.slice(0, 1)) {
                    const settled = await settleEvent(t.app.db, {
                      requestId: next(),
                      eventId: leg.eventId,
                      marketCode: 'M',
                      resultCode: c.result === 'won' ? 1 : 2,
                      void: false,
                      payWinners: true,
                    });
                    expect(codeOf(settled)).toBe(0);
                  }
                  if (c.result === 'won') {
                    let numerator = BigInt(ticket.stake);
                    for (const leg of ticket.legs) numerator *= BigInt(leg.odds);
                    payBackOn(ticket, Number(numerator / 100n ** BigInt(ticket.legs.length)), false);
                  }
                  break;
                }
                case 'round': {
                  let session = sessions.get(c.game);
                  if (!session) {
                    session = next();
                    sessions.set(c.game, session);
                    const opened = await openCasinoSession(t.app.db, {
                      sessionCode: session,
                      playerId: player,
                      game: c.game,
                      platform: 'Prova',
                    });
                    expect(codeOf(opened)).toBe(0);
                  }
                  const answer = await playCasinoRound(t.app.db, {
                    sessionCode: session,
                    roundId: next(),
                    bet: c.bet,
                    win: c.win,
                  });
                  const stake =
                    c.bet === 0
                      ? { stake: 0, bonus: 0, grant: null }
                      : stakeOn({ casino: true, game: c.game, stake: c.bet, odds: [], live: false });
                  if (stake) {
                    expect(codeOf(answer)).toBe(0);
                    // Even a round that won nothing pays back: its spin may be the last.
                    payBackOn(stake, c.win, false);
                  } else expect(codeOf(answer)).toBe(PLAY_CODE.INSUFFICIENT_FUNDS);
                  break;
                }
                case 'expire': {
                  const grant = grants.length === 0 ? undefined : grants[c.pick % grants.length];
                  if (!grant) break;
                  const offer = OFFERS[grant.offer]!;
                  await t.app.db
                    .update(bonusGrants)
                    .set({ expiresAt: sql`now() - interval '1 second'` })
                    .where(sql`${bonusGrants.playerId} = ${player} and ${bonusGrants.code} = ${offer.code}`);
                  await expireDueGrants(t.app.db);
                  grant.lapsed = true;
                  if (active(grant)) {
                    grant.state = BONUS_STATE.EXPIRED;
                    grant.residual = 0;
                    seen.expired += 1;
                  }
                  break;
                }
                case 'cancel': {
                  const grant = grants.length === 0 ? undefined : grants[c.pick % grants.length];
                  if (!grant) break;
                  const row = (await grantsOf(t.app.db, player)).find(
                    (g) => g.code === OFFERS[grant.offer]!.code,
                  )!;
                  const answer = await cancelFunBonus(t.app.db, player, row.id);
                  if (grant.kind === 'funbonus' && active(grant) && grant.residual > 0) {
                    expect(codeOf(answer)).toBe(0);
                    grant.state = BONUS_STATE.CANCELLED;
                    grant.residual = 0;
                    seen.cancelled += 1;
                  } else expect(codeOf(answer)).toBe(BONUS_CODE.NOT_CANCELLABLE);
                  break;
                }
              }
              const balances = await playerBalances(t.app.db, player);
              const residuals = grants.reduce((sum, g) => sum + (active(g) ? g.residual : 0), 0);
              expect(balances, `balances after ${c.t}`).toEqual({ cash, bonus: residuals });
              await expectGrants(player, grants, c.t);
            }

            for (const session of sessions.values())
              await closeCasinoSession(t.app.db, { sessionCode: session });
            await checkBooks(player);
          },
        ),
        { numRuns: NUM_RUNS, seed: 20_261_127 },
      );
      for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(0);
    },
    Math.max(240_000, NUM_RUNS * MAX_COMMANDS * 400),
  );
});

/**
 * The player's grants are the model's (what their money is, its state, what is left, wagered and to
 * wager), and a grant is completed exactly when its wagering is.
 */
async function expectGrants(player: number, grants: readonly ModelGrant[], after: string): Promise<void> {
  const rows = await grantsOf(t.app.db, player);
  expect(rows).toHaveLength(grants.length);
  for (const grant of grants) {
    const code = OFFERS[grant.offer]!.code;
    const row = rows.find((r) => r.code === code)!;
    // Spins gone on as a bonus are a real casino bonus on any game and stake.
    const spinsBonus = grant.kind === 'real' && OFFERS[grant.offer]!.kind === 'freespin';
    expect({ ...row, kind: row.terms.kind }, `${code} after ${after}`).toMatchObject({
      kind: grant.kind,
      type: spinsBonus ? BONUS_TYPE.CASINO_REAL_BONUS : catalogueOf(OFFERS[grant.offer]!).type,
      state: grant.state,
      residual: grant.residual,
      wagered: grant.wagered,
      toWager: grant.toWager,
    });
    if (spinsBonus)
      expect(row.terms).toMatchObject({ minBet: null, maxBet: null, games: [], spinValue: SPIN_VALUE });
    if (grant.state === BONUS_STATE.COMPLETED) expect(row.wagered).toBeGreaterThanOrEqual(row.toWager);
    else expect(row.wagered).toBeLessThan(row.toWager);
  }
}

/**
 * Every transfer of the player sums to zero; each of its wallet rows is the sum of its entries and
 * none is negative; the bonus account is the sum of the active grants' residuals, none negative.
 */
async function checkBooks(player: number): Promise<void> {
  const unbalanced = await queryRows<{ id: number }>(
    t.app.db,
    sql`select t.id from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
        where t.player_id = ${player} group by t.id having sum(e.amount) <> 0`,
  );
  expect(unbalanced).toEqual([]);
  const drift = await queryRows<{ id: number }>(
    t.app.db,
    sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        where a.player_id = ${player} group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  expect(drift).toEqual([]);
  const negative = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from ledger_accounts where player_id = ${player} and balance < 0`,
  );
  expect(negative).toEqual([]);
  const rows = await t.app.db.select().from(bonusGrants).where(eq(bonusGrants.playerId, player));
  expect(rows.filter((g) => g.residual < 0)).toEqual([]);
  expect((await playerBalances(t.app.db, player)).bonus).toBe(
    rows.filter((g) => g.state === BONUS_STATE.ACTIVE).reduce((sum, g) => sum + g.residual, 0),
  );
}

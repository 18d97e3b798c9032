import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import { ok, refused, type Result } from '@conto-gioco/shared/envelope';
import {
  RANKING,
  RANKING_CAUSES,
  RANKING_CODE,
  RANKING_DEPOSIT_ACTIVATOR,
  RANKING_DESCRIPTIONS,
  RANKING_MESSAGES,
  RANKING_POINTS,
  RANKING_TEXTS,
  type RankingConversion,
  type RankingConversionKind,
  type RankingData,
} from '@conto-gioco/shared/ranking';
import { fromRomeWallClock, romeWallClock } from '@conto-gioco/shared/rome-time';
import { inTransaction, queryRows, type Database, type Executor, type Transaction } from '../../db/client.ts';
import { accountRestrictions } from '../auth/account-rules.ts';
import { findPlayerById } from '../auth/players.ts';
import { issueCoupon, RANKING_SOURCE } from '../bonuses/service.ts';
import { isExcluded } from '../responsible-gaming/exclusions.ts';
import {
  rankingConversions,
  rankingConversionUses,
  rankingMovements,
  rankingProfiles,
  rankingRuns,
} from './schema.ts';

export { processClosedWindows, updateRanking, RANKING_LOCK_ID, type RankingRunSummary } from './job.ts';

/**
 * The fidelity ranking (issue 19): the statement, conversions of points into coupons, ticket promos
 * and unique codes, and the unique code's deposit bonus. Points live in ranking_movements; the
 * coupons are the bonuses module's (issueCoupon), which moves money only when one is redeemed.
 */

const DAY_MS = 86_400_000;

type ConversionRow = typeof rankingConversions.$inferSelect;

/** The start of the month holding `now` on Rome's calendar: the monthly limits and the leaderboard. */
export const romeMonthStart = (now: Date) =>
  fromRomeWallClock({ ...romeWallClock(now), day: 1, hour: 0, minute: 0, second: 0 });

/** 'mariorossi' → 'ma•••si': the leaderboard shows other players this much of their username. */
export function maskNickname(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}•••`;
  return `${username.slice(0, 2)}•••${username.slice(-2)}`;
}

const flagsOf = (kind: string) => ({
  IsConversione: kind === 'coupon',
  IsTicketPromo: kind === 'ticket-promo',
  IsCodiceUnico: kind === 'unique-code',
  IsBonusDeposito: kind === 'deposit-bonus',
});

/** The player's balances: everything (SaldoGenerale), and what can be converted (SaldoDisponibile). */
async function balancesOf(db: Executor, playerId: number) {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${rankingMovements.points}), 0)`,
      available: sql<string>`coalesce(sum(${rankingMovements.points}) filter (where ${rankingMovements.convertible}), 0)`,
      earned: sql<string>`coalesce(sum(${rankingMovements.points}) filter (where ${rankingMovements.points} > 0), 0)`,
      fromPlay: sql<string>`coalesce(sum(${rankingMovements.points}) filter (where ${rankingMovements.cause} = 'play'), 0)`,
    })
    .from(rankingMovements)
    .where(eq(rankingMovements.playerId, playerId));
  return {
    total: Number(row!.total),
    available: Math.max(0, Number(row!.available)),
    earned: Number(row!.earned),
    fromPlay: Number(row!.fromPlay),
  };
}

/** This month's uses of each conversion by the player: how many, and their value. */
async function monthlyUsesOf(db: Executor, playerId: number, now: Date) {
  const rows = await db
    .select({
      conversionId: rankingConversionUses.conversionId,
      count: sql<number>`count(*)::int`,
      value: sql<string>`sum(${rankingConversionUses.bonusValue})`,
    })
    .from(rankingConversionUses)
    .where(
      and(
        eq(rankingConversionUses.playerId, playerId),
        gte(rankingConversionUses.createdAt, romeMonthStart(now)),
      ),
    )
    .groupBy(rankingConversionUses.conversionId);
  return new Map(rows.map((row) => [row.conversionId, { count: row.count, value: Number(row.value) }]));
}

const withinMonthlyLimits = (conversion: ConversionRow, used: { count: number; value: number } | undefined) =>
  (used?.count ?? 0) < conversion.releaseMaxPerPlayerMonth &&
  (used?.value ?? 0) + conversion.bonusValue <= conversion.releaseMaxAmountMonth;

/** The catalogue offered at `now` (DateTo not passed), in its order. */
function offeredConversions(db: Executor, now: Date, id?: number) {
  return db
    .select()
    .from(rankingConversions)
    .where(
      and(
        or(isNull(rankingConversions.dateTo), gt(rankingConversions.dateTo, now)),
        id === undefined ? undefined : eq(rankingConversions.id, id),
      ),
    )
    .orderBy(asc(rankingConversions.position), asc(rankingConversions.id));
}

/** The leaderboard of the month: the top ten by points earned from play, and the player's own row. */
async function leaderboardOf(db: Executor, playerId: number, now: Date): Promise<RankingData['Classifica']> {
  const since = romeMonthStart(now);
  const totals = sql`select ${rankingMovements.playerId} as player_id, sum(${rankingMovements.points})::int as points
    from ${rankingMovements}
    where ${rankingMovements.cause} = 'play' and ${rankingMovements.createdAt} >= ${since}
    group by ${rankingMovements.playerId}`;
  const top = await queryRows<{ player_id: number; points: number }>(
    db,
    sql`with totals as (${totals}) select player_id, points from totals
      order by points desc, player_id asc limit ${RANKING.leaderboardSize}`,
  );
  const rows: { playerId: number; position: number; points: number }[] = top.map((row, index) => ({
    playerId: Number(row.player_id),
    position: index + 1,
    points: Number(row.points),
  }));
  if (!rows.some((row) => row.playerId === playerId)) {
    const [own] = await queryRows<{ points: number; position: number }>(
      db,
      sql`with totals as (${totals}),
        mine as (select coalesce((select points from totals where player_id = ${playerId}), 0) as points)
        select mine.points, 1 + (select count(*)::int from totals
          where totals.points > mine.points or (totals.points = mine.points and totals.player_id < ${playerId})) as position
        from mine`,
    );
    rows.push({ playerId, position: Number(own!.position), points: Number(own!.points) });
  }
  const leaders: RankingData['Classifica'] = [];
  for (const row of rows) {
    const player = await findPlayerById(db, row.playerId);
    const me = row.playerId === playerId;
    leaders.push({
      Posizione: row.position,
      Nickname: me ? (player?.username ?? '') : maskNickname(player?.username ?? ''),
      Punti: row.points,
      IsMe: me,
    });
  }
  return leaders;
}

/**
 * RankingEstrattoConto: the player's points, movements, conversions and the leaderboard; null
 * without a fidelity profile (money.md §6).
 */
export async function rankingStatement(
  db: Database,
  playerId: number,
  now = new Date(),
): Promise<RankingData | null> {
  const player = await findPlayerById(db, playerId);
  if (!player?.fidelity) return null;
  const balances = await balancesOf(db, playerId);
  const movements = await db
    .select()
    .from(rankingMovements)
    .where(eq(rankingMovements.playerId, playerId))
    .orderBy(desc(rankingMovements.createdAt), desc(rankingMovements.id))
    .limit(RANKING_POINTS.listCap);
  const credits = await db
    .select({ executedAt: rankingRuns.executedAt, points: rankingMovements.points })
    .from(rankingMovements)
    .innerJoin(rankingRuns, eq(rankingRuns.id, rankingMovements.runId))
    .where(and(eq(rankingMovements.playerId, playerId), eq(rankingMovements.cause, 'play')))
    .orderBy(desc(rankingMovements.createdAt), desc(rankingMovements.id))
    .limit(RANKING_POINTS.listCap);
  const used = await monthlyUsesOf(db, playerId, now);
  const conversions = await offeredConversions(db, now);
  const [deposit] = await db
    .select({ validUntil: sql<Date | string | null>`max(${rankingConversionUses.validUntil})` })
    .from(rankingConversionUses)
    .where(and(eq(rankingConversionUses.playerId, playerId), gt(rankingConversionUses.validUntil, now)));
  const [lastRun] = await db
    .select({ executedAt: rankingRuns.executedAt })
    .from(rankingRuns)
    .orderBy(desc(rankingRuns.executedAt))
    .limit(1);
  return {
    SaldoGenerale: balances.total,
    SaldoDisponibile: balances.available,
    Punti: credits.map((credit) => ({
      ExecutionTime: credit.executedAt.toISOString(),
      Points: credit.points,
    })),
    TotalePunti: balances.earned,
    TotalePuntiDaMovimentazione: balances.fromPlay,
    Movimenti: movements.map((movement) => ({
      Id: movement.id,
      CausaleDescription: RANKING_CAUSES[movement.cause as keyof typeof RANKING_CAUSES] ?? movement.cause,
      Convertibile: movement.convertible,
      Points: movement.points,
      InsDate: movement.createdAt.toISOString(),
      Description: movement.description,
    })),
    ConversioniDisponibili: conversions.map((conversion): RankingConversion => ({
      Id: conversion.id,
      BonusName: conversion.name,
      BonusValue: conversion.bonusValue,
      PointsToConvert: conversion.pointsToConvert,
      InsteadOf: conversion.insteadOf,
      ReleaseMaxPerPlayerMonth: conversion.releaseMaxPerPlayerMonth,
      ReleaseMaxAmountBonus: conversion.releaseMaxAmountMonth,
      DateTo: conversion.dateTo?.toISOString() ?? null,
      CanConvert:
        balances.available >= conversion.pointsToConvert &&
        withinMonthlyLimits(conversion, used.get(conversion.id)),
      Conversion_BonusName: conversion.name,
      Conversion_BonusValue: conversion.bonusValue,
      Conversion_InsteadOf: conversion.insteadOf,
      ...flagsOf(conversion.kind),
    })),
    BonusDepositoValidoAl: deposit?.validUntil ? new Date(deposit.validUntil).toISOString() : null,
    GiorniDaRegistrazione: Math.max(0, Math.floor((now.getTime() - player.createdAt.getTime()) / DAY_MS)),
    Classifica: await leaderboardOf(db, playerId, now),
    UltimoAggiornamento: lastRun?.executedAt.toISOString() ?? null,
  };
}

/**
 * Locks the player's ranking rows for the transaction (their profile row, FOR UPDATE): conversions
 * of one player take turns, so two at once cannot spend the same points. Null without a fidelity
 * profile.
 */
async function lockProfile(tx: Transaction, playerId: number) {
  const player = await findPlayerById(tx, playerId);
  if (!player?.fidelity) return null;
  await tx.insert(rankingProfiles).values({ playerId }).onConflictDoNothing();
  await tx.select().from(rankingProfiles).where(eq(rankingProfiles.playerId, playerId)).for('update');
  return player;
}

/** Letters and digits a player cannot confuse (no 0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newUniqueCode = () =>
  `RK${Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/** Which call converts which kinds: RankingBuyPromoActivation the ticket promos, RankingConvertPoints the rest. */
export type ConversionCall = 'convert' | 'promo';
const callOf = (kind: string): ConversionCall => (kind === 'ticket-promo' ? 'promo' : 'convert');

/**
 * RankingConvertPoints and RankingBuyPromoActivation: spends the conversion's points and, in the
 * same transaction, issues its coupon (a coupon, or a ticket promo playable RANKING.promoPlayableDays
 * days) or a unique code (a unique-code or deposit-bonus conversion, redeemed later). Answers the
 * coupon's code or the unique code. Refused without a fidelity profile, for an unknown conversion
 * or one of the other call, without enough points, past the monthly limits, or for an account that
 * may not take bonuses (withdraw-only, blocked, self-excluded from any product).
 */
export async function convertPoints(
  db: Database,
  playerId: number,
  conversionId: number,
  options: { call: ConversionCall; withdrawOnly: boolean },
  now = new Date(),
): Promise<Result<string>> {
  return inTransaction(db, async (tx) => {
    const player = await lockProfile(tx, playerId);
    if (!player) return refused(RANKING_CODE.NO_FIDELITY, RANKING_MESSAGES.noFidelity);
    const [conversion] = await offeredConversions(tx, now, conversionId);
    if (!conversion || callOf(conversion.kind) !== options.call)
      return refused(RANKING_CODE.CONVERSION_NOT_FOUND, RANKING_MESSAGES.conversionNotFound);
    if (
      options.withdrawOnly ||
      !accountRestrictions(player).canTakeBonus ||
      (await isExcluded(tx, playerId, 'sport', now)) ||
      (await isExcluded(tx, playerId, 'casino', now))
    )
      return refused(RANKING_CODE.NOT_ALLOWED, RANKING_MESSAGES.notAllowed);
    const { available } = await balancesOf(tx, playerId);
    if (available < conversion.pointsToConvert)
      return refused(RANKING_CODE.NOT_ENOUGH_POINTS, RANKING_MESSAGES.notEnoughPoints);
    if (!withinMonthlyLimits(conversion, (await monthlyUsesOf(tx, playerId, now)).get(conversion.id)))
      return refused(RANKING_CODE.MONTHLY_LIMIT, RANKING_MESSAGES.monthlyLimit);

    const kind = conversion.kind as RankingConversionKind;
    const withCode = kind === 'unique-code' || kind === 'deposit-bonus';
    const [use] = await tx
      .insert(rankingConversionUses)
      .values({
        playerId,
        conversionId: conversion.id,
        points: conversion.pointsToConvert,
        bonusValue: conversion.bonusValue,
        uniqueCode: withCode ? newUniqueCode() : null,
        createdAt: now,
      })
      .returning();
    let code = use!.uniqueCode;
    if (!withCode) {
      const coupon = await issueCoupon(tx, {
        playerId,
        offerTrigger: conversion.offerTrigger,
        source: RANKING_SOURCE,
        issueKey: `ranking:use:${use!.id}`,
        amount: conversion.bonusValue,
        ...(kind === 'ticket-promo' ? { validDays: RANKING.promoPlayableDays } : {}),
      });
      code = coupon.code;
      await tx
        .update(rankingConversionUses)
        .set({ couponCode: coupon.code })
        .where(eq(rankingConversionUses.id, use!.id));
    }
    await tx.insert(rankingMovements).values({
      playerId,
      points: -conversion.pointsToConvert,
      cause: 'conversion',
      description: RANKING_DESCRIPTIONS.conversion
        .replace('{name}', conversion.name)
        .replace('{code}', code!),
      // Spent points leave the convertible balance.
      convertible: true,
      key: `use:${use!.id}`,
      createdAt: now,
    });
    return ok(
      code!,
      kind === 'ticket-promo'
        ? RANKING_MESSAGES.promoUnlocked
        : RANKING_TEXTS.conversionOk.replace('{code}', code!),
    );
  });
}

/**
 * Redeem_PuntiRankingCodiceUnico: the player's own unique code, not redeemed yet, unlocks its
 * deposit bonus: a coupon of the conversion's offer with an activator (RANKING_DEPOSIT_ACTIVATOR:
 * a deposit within days), whose deadline BonusDepositoValidoAl shows. Anything else is CODE_NOT_FOUND.
 */
export async function redeemUniqueCode(
  db: Database,
  playerId: number,
  code: string,
  options: { withdrawOnly: boolean },
  now = new Date(),
): Promise<Result<null>> {
  return inTransaction(db, async (tx) => {
    const player = await lockProfile(tx, playerId);
    if (!player) return refused(RANKING_CODE.NO_FIDELITY, RANKING_MESSAGES.noFidelity);
    const [row] = await tx
      .select({ use: rankingConversionUses, conversion: rankingConversions })
      .from(rankingConversionUses)
      .innerJoin(rankingConversions, eq(rankingConversions.id, rankingConversionUses.conversionId))
      .where(
        and(
          eq(rankingConversionUses.uniqueCode, code.trim().toUpperCase()),
          eq(rankingConversionUses.playerId, playerId),
          isNull(rankingConversionUses.redeemedAt),
        ),
      );
    if (!row) return refused(RANKING_CODE.CODE_NOT_FOUND, RANKING_MESSAGES.codeNotFound);
    if (options.withdrawOnly || !accountRestrictions(player).canTakeBonus)
      return refused(RANKING_CODE.NOT_ALLOWED, RANKING_MESSAGES.notAllowed);
    const coupon = await issueCoupon(tx, {
      playerId,
      offerTrigger: row.conversion.offerTrigger,
      source: RANKING_SOURCE,
      issueKey: `ranking:code:${row.use.id}`,
      amount: row.conversion.bonusValue,
      activator: { target: RANKING_DEPOSIT_ACTIVATOR.target, days: RANKING_DEPOSIT_ACTIVATOR.days },
    });
    await tx
      .update(rankingConversionUses)
      .set({
        couponCode: coupon.code,
        redeemedAt: now,
        validUntil: coupon.unlockBy ?? new Date(now.getTime() + RANKING_DEPOSIT_ACTIVATOR.days * DAY_MS),
      })
      .where(eq(rankingConversionUses.id, row.use.id));
    return ok(null, RANKING_TEXTS.uniqueCodeOk);
  });
}

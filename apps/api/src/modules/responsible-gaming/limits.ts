import { eq } from 'drizzle-orm';
import { shiftRomeDays } from '@conto-gioco/shared/rome-time';
import { LIMIT_RAISE_DELAY_DAYS, type LimitPeriod } from '@conto-gioco/shared/responsible-gaming';
import type { Executor } from '../../db/client.ts';
import { setDepositLimit } from '../auth/players.ts';
import { depositLimitChanges } from './schema.ts';

export type DepositLimit = { amount: number; period: LimitPeriod };
export type PendingLimit = DepositLimit & { effectiveAt: Date };

const asPeriod = (value: string | null | undefined): LimitPeriod => (value === 'MM' ? 'MM' : 'WW');

/** A weekly amount over a month (52 weeks / 12 months), to compare limits of different periods. */
export const monthlyEquivalent = (limit: DepositLimit): number =>
  limit.period === 'MM' ? limit.amount : (limit.amount * 52) / 12;

/** Whether a new limit may apply at once: none set yet, or not larger than the one in force. */
export const appliesAtOnce = (current: DepositLimit | null, next: DepositLimit): boolean =>
  current === null || monthlyEquivalent(next) <= monthlyEquivalent(current);

/** When a raise asked for at `now` takes effect: 7 days later on Rome's clocks. */
export const raiseEffectiveAt = (now: Date): Date => shiftRomeDays(now, LIMIT_RAISE_DELAY_DAYS);

export async function pendingLimitChange(db: Executor, playerId: number): Promise<PendingLimit | null> {
  const [row] = await db.select().from(depositLimitChanges).where(eq(depositLimitChanges.playerId, playerId));
  return row ? { amount: row.amount, period: asPeriod(row.period), effectiveAt: row.effectiveAt } : null;
}

/**
 * The deposit limit in force at `now` (the deposit rules ask it): a waiting raise whose 7 days are
 * over, else the player's limit; null when none is set. Read only, so the deposit's transaction
 * takes no further lock.
 */
export async function depositLimitInForce(
  db: Executor,
  player: { id: number; depositLimit: number | null; depositLimitPeriod: string | null },
  now: Date,
): Promise<DepositLimit | null> {
  const pending = await pendingLimitChange(db, player.id);
  if (pending && pending.effectiveAt.getTime() <= now.getTime())
    return { amount: pending.amount, period: pending.period };
  return player.depositLimit === null
    ? null
    : { amount: player.depositLimit, period: asPeriod(player.depositLimitPeriod) };
}

/** Writes a waiting raise whose time has come onto the player; in the caller's transaction. */
export async function applyDueLimitChange(tx: Executor, playerId: number, now: Date): Promise<void> {
  const pending = await pendingLimitChange(tx, playerId);
  if (!pending || pending.effectiveAt.getTime() > now.getTime()) return;
  await setDepositLimit(tx, playerId, pending);
  await tx.delete(depositLimitChanges).where(eq(depositLimitChanges.playerId, playerId));
}

export async function schedulePendingLimit(tx: Executor, playerId: number, next: PendingLimit, now: Date) {
  await tx.delete(depositLimitChanges).where(eq(depositLimitChanges.playerId, playerId));
  await tx.insert(depositLimitChanges).values({
    playerId,
    amount: next.amount,
    period: next.period,
    requestedAt: now,
    effectiveAt: next.effectiveAt,
  });
}

export async function dropPendingLimit(tx: Executor, playerId: number): Promise<boolean> {
  const removed = await tx
    .delete(depositLimitChanges)
    .where(eq(depositLimitChanges.playerId, playerId))
    .returning({ id: depositLimitChanges.id });
  return removed.length > 0;
}

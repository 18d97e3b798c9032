import { eq, sql } from 'drizzle-orm';
import type { DepositStatus } from '@conto-gioco/shared/deposit';
import { inTransaction, type Database } from '../../db/client.ts';
import { takeFirstDeposit } from '../auth/players.ts';
import {
  countDepositForActivators,
  grantFirstDepositBonus,
  redeemCodeWithin,
  type Move,
} from '../bonuses/service.ts';
import { forgetBalance } from '../wallet/balance-cache.ts';
import { PLAYER_ACCOUNT, SYSTEM_ACCOUNT, transferWithin } from '../wallet/ledger.ts';
import { deposits } from './schema.ts';

/** What a provider says about a payment: through its signed callback or a status query. */
export type DepositOutcome = 'approved' | 'declined' | 'pending';

export type Deposit = typeof deposits.$inferSelect;

const FINAL: readonly DepositStatus[] = ['approved', 'declined'];

export const depositIdempotencyKey = (transactionId: string) => `deposit:${transactionId}`;

/**
 * Applies a provider's outcome to a deposit, whichever of callback and confirmation comes first
 * and however often: the deposit row is locked, a final status never changes, and an approval
 * credits the player's cash in the same transaction, under an idempotency key of its own. The
 * first approved deposit of a player is marked first and clears players.primaRicarica.
 * Answers null for an unknown transaction.
 */
export async function settleDeposit(
  db: Database,
  transactionId: string,
  outcome: DepositOutcome,
  responseCode: string | null = null,
): Promise<{ deposit: Deposit; changed: boolean } | null> {
  const result = await inTransaction(db, async (tx) => {
    const [deposit] = await tx
      .select()
      .from(deposits)
      .where(eq(deposits.transactionId, transactionId))
      .for('update');
    if (!deposit) return null;
    if (FINAL.includes(deposit.status as DepositStatus)) return { deposit, changed: false };
    if (outcome === 'pending') {
      if (deposit.status === 'pending') return { deposit, changed: false };
      const [updated] = await tx
        .update(deposits)
        .set({ status: 'pending', responseCode })
        .where(eq(deposits.id, deposit.id))
        .returning();
      return { deposit: updated!, changed: true };
    }
    if (outcome === 'declined') {
      const [updated] = await tx
        .update(deposits)
        .set({ status: 'declined', responseCode, settledAt: sql`now()` })
        .where(eq(deposits.id, deposit.id))
        .returning();
      return { deposit: updated!, changed: true };
    }

    const { transferId } = await transferWithin(tx, {
      idempotencyKey: depositIdempotencyKey(transactionId),
      cause: 'Ricarica',
      playerId: deposit.playerId,
      reference: { ticket: transactionId },
      legs: [
        { account: { playerId: deposit.playerId, kind: PLAYER_ACCOUNT.cash }, amount: deposit.amount },
        { account: { system: SYSTEM_ACCOUNT.providerClearing }, amount: -deposit.amount },
      ],
    });
    // Under the player's row lock: two deposits approved at once cannot both be first.
    const firstDeposit = await takeFirstDeposit(tx, deposit.playerId);
    // Bonuses come with the money: the first-deposit bonus, and the promo code typed with the
    // deposit (one that grants nothing leaves the deposit as it is).
    const move: Move = async (request) => {
      await transferWithin(tx, request);
    };
    if (firstDeposit) await grantFirstDepositBonus(tx, move, deposit.playerId, deposit.amount);
    await countDepositForActivators(tx, deposit.playerId, deposit.amount);
    if (deposit.promo)
      await redeemCodeWithin(tx, move, deposit.playerId, deposit.promo, { withdrawOnly: false });
    const [updated] = await tx
      .update(deposits)
      .set({
        status: 'approved',
        responseCode,
        transferId,
        firstDeposit,
        settledAt: sql`now()`,
      })
      .where(eq(deposits.id, deposit.id))
      .returning();
    return { deposit: updated!, changed: true };
  });
  if (result?.changed && result.deposit.status === 'approved') forgetBalance(db, result.deposit.playerId);
  return result;
}

import { and, eq, sql } from 'drizzle-orm';
import { WITHDRAWAL_METHOD_PREFIX } from '@conto-gioco/shared/payment-methods';
import { WITHDRAWAL_CODE, WITHDRAWAL_MESSAGES } from '@conto-gioco/shared/withdrawal';
import { inTransaction, type Database } from '../../db/client.ts';
import type { PaymentProvider, PayoutStatus } from '../../adapters/payments/provider.ts';
import { forgetBalance } from '../wallet/balance-cache.ts';
import { PLAYER_ACCOUNT, SYSTEM_ACCOUNT, transferWithin, type TransferRequest } from '../wallet/ledger.ts';
import { withdrawals } from './schema.ts';

export type Withdrawal = typeof withdrawals.$inferSelect;

/** A withdrawal's final statuses: paid by the provider, rejected by it, cancelled by the player. */
export type WithdrawalOutcome = 'paid' | 'rejected' | 'cancelled';

export const withdrawalRequestKey = (ticketId: string) => `withdrawal:${ticketId}:request`;
/** One key for every way a withdrawal ends: whichever settlement wins, the money moves once. */
export const withdrawalSettleKey = (ticketId: string) => `withdrawal:${ticketId}:settle`;

/** The method a payout goes out as: an Apco card of a Postepay BIN is paid as Postepay (paidAs). */
export const payoutMethodName = (methodName: string, paidAs: string | null) =>
  paidAs ? `${WITHDRAWAL_METHOD_PREFIX}${paidAs}` : methodName;

/** The statement's causale of each settlement. */
export const SETTLE_CAUSE: Record<WithdrawalOutcome, string> = {
  paid: 'Prelievo pagato',
  rejected: 'Prelievo rifiutato',
  cancelled: 'Prelievo annullato',
};

/** The transfer that ends a withdrawal: out to the provider, or back to the player's cash. */
function settleTransfer(withdrawal: Withdrawal, outcome: WithdrawalOutcome): TransferRequest {
  const { playerId, amount, ticketId } = withdrawal;
  const pending = { account: { playerId, kind: PLAYER_ACCOUNT.pendingWithdrawal }, amount: -amount };
  const destination =
    outcome === 'paid'
      ? { account: { system: SYSTEM_ACCOUNT.payoutClearing }, amount }
      : { account: { playerId, kind: PLAYER_ACCOUNT.cash }, amount };
  return {
    idempotencyKey: withdrawalSettleKey(ticketId),
    cause: SETTLE_CAUSE[outcome],
    playerId,
    reference: { ticket: ticketId },
    legs: [pending, destination],
  };
}

/**
 * Ends a pending withdrawal, whichever of the provider's notification, the player's cancel and a
 * failed payout start comes first and however often: the withdrawal row is locked, a final
 * status never changes (changed false), and the money moves in the same transaction under the
 * one settle key. Paid moves the pending amount to PAYOUT_CLEARING; rejected and cancelled bring
 * it back to cash. The wallet rows are locked by transferWithin in id order, as the request locks
 * them, so request, cancel and payout never deadlock. Answers null for an unknown withdrawal.
 */
export async function settleWithdrawal(
  db: Database,
  by: { ticketId: string } | { providerReference: string },
  outcome: WithdrawalOutcome,
): Promise<{ withdrawal: Withdrawal; changed: boolean } | null> {
  const where =
    'ticketId' in by
      ? eq(withdrawals.ticketId, by.ticketId)
      : eq(withdrawals.providerReference, by.providerReference);
  const result = await inTransaction(db, async (tx) => {
    const [withdrawal] = await tx.select().from(withdrawals).where(where).for('update');
    if (!withdrawal) return null;
    if (withdrawal.status !== 'pending') return { withdrawal, changed: false };
    const { transferId } = await transferWithin(tx, settleTransfer(withdrawal, outcome));
    const [updated] = await tx
      .update(withdrawals)
      .set({ status: outcome, settleTransferId: transferId, settledAt: sql`now()` })
      .where(and(eq(withdrawals.id, withdrawal.id), eq(withdrawals.status, 'pending')))
      .returning();
    return { withdrawal: updated!, changed: true };
  });
  if (result?.changed) forgetBalance(db, result.withdrawal.playerId);
  return result;
}

export type CancelResult =
  | { ok: true }
  | {
      ok: false;
      code: typeof WITHDRAWAL_CODE.NOT_FOUND | typeof WITHDRAWAL_CODE.NOT_CANCELLABLE;
      message: string;
    };

const notCancellable = {
  ok: false,
  code: WITHDRAWAL_CODE.NOT_CANCELLABLE,
  message: WITHDRAWAL_MESSAGES.notCancellable,
} as const;

/**
 * EL_AnnullaPrelievo: the player's own pending withdrawal only. The provider is asked first: its
 * cancelPayout moves the payout open → cancelled atomically, or answers false when it has already
 * paid or rejected it; then the withdrawal settles from the provider's word and the cancel answers
 * -31 (success when the provider had cancelled it itself). Since the provider decides a payout
 * once, a cancel racing a payout ends in one outcome.
 * A withdrawal whose payout has not reached the provider yet (no reference) is not cancellable
 * for that moment: cancelling it here could let the provider pay a cancelled withdrawal.
 */
export async function cancelWithdrawal(
  db: Database,
  provider: Pick<PaymentProvider, 'cancelPayout' | 'payoutStatus'>,
  playerId: number,
  ticketId: string,
): Promise<CancelResult> {
  const [withdrawal] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.ticketId, ticketId), eq(withdrawals.playerId, playerId)));
  if (!withdrawal) {
    return { ok: false, code: WITHDRAWAL_CODE.NOT_FOUND, message: WITHDRAWAL_MESSAGES.notFound };
  }
  if (withdrawal.status !== 'pending' || withdrawal.providerReference === null) return notCancellable;
  const reference = withdrawal.providerReference;

  if (await provider.cancelPayout(reference)) {
    const settled = await settleWithdrawal(db, { ticketId }, 'cancelled');
    return settled?.withdrawal.status === 'cancelled' ? { ok: true } : notCancellable;
  }
  // The provider decided first: our withdrawal follows its word (its notification may be late).
  const payout = await provider.payoutStatus(reference);
  if (payout && payout.status !== 'open' && payout.amount === withdrawal.amount) {
    const settled = await settleWithdrawal(db, { ticketId }, payout.status);
    // Already cancelled at the provider (its embedded page, whose notification was lost): what the
    // player asked for is done, and the money is back.
    if (settled?.withdrawal.status === 'cancelled') return { ok: true };
  }
  return notCancellable;
}

/** What a provider says about a payout: its signed notification or a status query. */
export type PayoutReport = {
  providerReference: string;
  /** Our ticket id, as the provider's merchant reference. */
  ticketId: string;
  status: PayoutStatus;
  amount: number;
};

export type PayoutReportResult =
  /** The provider still waits for its operator: nothing to settle. */
  | { kind: 'open'; withdrawal: Withdrawal }
  /** No withdrawal of ours has that ticket and reference. */
  | { kind: 'unknown' }
  /** Another amount than the withdrawal's: nothing moved, left for an operator. */
  | { kind: 'amount-mismatch'; withdrawal: Withdrawal }
  /** The provider paid a withdrawal we already ended otherwise: left for an operator. */
  | { kind: 'conflict'; withdrawal: Withdrawal }
  | { kind: 'settled'; withdrawal: Withdrawal; changed: boolean };

type Logger = {
  warn(obj: object, message: string): void;
  error(obj: object, message: string): void;
};

/**
 * Applies the provider's word on a payout through settleWithdrawal: duplicated and reordered
 * notifications change nothing once the withdrawal is final. The report must name the
 * withdrawal by both its ticket and the provider's reference, with its amount.
 */
export async function applyPayoutReport(
  db: Database,
  report: PayoutReport,
  log: Logger,
): Promise<PayoutReportResult> {
  const [withdrawal] = await db.select().from(withdrawals).where(eq(withdrawals.ticketId, report.ticketId));
  if (
    !withdrawal ||
    (withdrawal.providerReference !== null && withdrawal.providerReference !== report.providerReference)
  ) {
    log.warn({ providerReference: report.providerReference }, 'payout report: no such withdrawal');
    return { kind: 'unknown' };
  }
  if (report.status === 'open') return { kind: 'open', withdrawal };
  if (report.amount !== withdrawal.amount) {
    log.error({ ticketId: withdrawal.ticketId }, 'payout report: amount differs from the withdrawal');
    return { kind: 'amount-mismatch', withdrawal };
  }
  const settled = await settleWithdrawal(db, { ticketId: withdrawal.ticketId }, report.status);
  if (!settled) throw new Error(`withdrawal ${withdrawal.ticketId} vanished while settling`);
  if (
    settled.withdrawal.status !== report.status &&
    (report.status === 'paid' || settled.withdrawal.status === 'paid')
  ) {
    // Money left twice (paid out and back in cash) or a payout we counted paid is not: an operator's.
    log.error(
      { ticketId: withdrawal.ticketId, ours: settled.withdrawal.status, provider: report.status },
      'payout report: the provider and our withdrawal disagree',
    );
    return { kind: 'conflict', withdrawal: settled.withdrawal };
  }
  return { kind: 'settled', withdrawal: settled.withdrawal, changed: settled.changed };
}

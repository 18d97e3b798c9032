import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider, PayoutStatus } from '../../adapters/payments/provider.ts';
import type { Database } from '../../db/client.ts';
import { eachInBatches } from '../../lib/concurrently.ts';
import { findPaymentMethod } from '../wallet/payment-methods.ts';
import { withdrawals } from './schema.ts';
import { applyPayoutReport, payoutMethodName, type Withdrawal } from './settle.ts';

/** Withdrawals read per query; the run goes on until none is left. */
const BATCH = 200;
/** Asked at once: each one waits on the provider and the database, a few share the pool. */
const CONCURRENCY = 4;

/** One run over the withdrawals still pending: what the provider was asked and what became of them. */
export type PayoutReconciliation = {
  /** Pending withdrawals the provider was asked about. */
  checked: number;
  /** Paid, rejected or cancelled at the provider and settled by this run (a lost notification). */
  settled: number;
  /** Whose payout a crash kept from reaching the provider: opened by this run, now waiting there. */
  opened: number;
  /** Still waiting for the provider's operator after the run. */
  stillOpen: number;
  /** Left for an operator (the provider and we disagree, logged) or failed this time (asked again next run). */
  problems: number;
};

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
type Provider = Pick<PaymentProvider, 'payoutStatus' | 'payoutByMerchantReference' | 'startPayout'>;

/**
 * Asks the provider about every withdrawal still pending since before `openedBefore`, in id
 * order, and applies its word through applyPayoutReport, the function the signed payout
 * notification uses (one settle key: money moves once whichever arrives first). A withdrawal whose
 * request stopped before the provider opened its payout (the money already waits in the player's
 * pending-withdrawal account) has its payout opened now, under the same ticket: the provider opens
 * one payout per ticket, so a request still running cannot open a second one.
 */
export async function reconcileWithdrawals(
  db: Database,
  provider: Provider,
  options: { openedBefore: Date; log: Logger },
): Promise<PayoutReconciliation> {
  const figures: PayoutReconciliation = { checked: 0, settled: 0, opened: 0, stillOpen: 0, problems: 0 };
  const pendingWithdrawals = (after: number): Promise<Withdrawal[]> =>
    db
      .select()
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.status, 'pending'),
          gt(withdrawals.id, after),
          lt(withdrawals.createdAt, options.openedBefore),
        ),
      )
      .orderBy(asc(withdrawals.id))
      .limit(BATCH);
  await eachInBatches(pendingWithdrawals, CONCURRENCY, async (withdrawal) => {
    figures.checked++;
    try {
      const outcome = await reconcileOne(db, provider, withdrawal, options.log);
      if (outcome) figures[outcome]++;
      // Each settlement on its own line (the ticket only): what the job did, for an operator.
      if (outcome === 'settled' || outcome === 'opened')
        options.log.info({ ticketId: withdrawal.ticketId }, `reconciliation: payout ${outcome}`);
    } catch (err) {
      options.log.warn({ err, ticketId: withdrawal.ticketId }, 'reconciliation: withdrawal not checked');
      figures.problems++;
    }
  });
  return figures;
}

/** What became of one withdrawal; null when a notification or a cancel settled it meanwhile. */
type Outcome = Exclude<keyof PayoutReconciliation, 'checked'> | null;

async function reconcileOne(
  db: Database,
  provider: Provider,
  withdrawal: Withdrawal,
  log: Logger,
): Promise<Outcome> {
  const { ticketId } = withdrawal;
  let providerReference = withdrawal.providerReference;
  let payout: { status: PayoutStatus; amount: number } | null;
  let opened = false;
  if (providerReference) {
    payout = await provider.payoutStatus(providerReference);
    if (!payout) {
      log.error({ ticketId }, 'reconciliation: the provider does not know the payout');
      return 'problems';
    }
  } else {
    let found = await provider.payoutByMerchantReference(ticketId);
    if (!found) {
      // The request stopped before the provider took the payout: take it up where it stopped.
      const method = await findPaymentMethod(db, { id: withdrawal.methodId });
      if (!method) throw new Error(`withdrawal ${ticketId}: its method is gone`);
      const started = await provider.startPayout({
        ticketId,
        playerId: withdrawal.playerId,
        amount: withdrawal.amount,
        methodName: payoutMethodName(method.name, withdrawal.paidAs),
        destination: withdrawal.destination,
      });
      found = await provider.payoutByMerchantReference(ticketId);
      if (found?.providerReference !== started.providerReference)
        throw new Error(`withdrawal ${ticketId}: the payout just opened is not found`);
      opened = true;
    }
    await db
      .update(withdrawals)
      .set({ providerReference: found.providerReference })
      .where(and(eq(withdrawals.ticketId, ticketId), isNull(withdrawals.providerReference)));
    providerReference = found.providerReference;
    payout = found;
  }

  const result = await applyPayoutReport(
    db,
    { providerReference, ticketId, status: payout.status, amount: payout.amount },
    log,
  );
  if (result.kind === 'open') return opened ? 'opened' : 'stillOpen';
  if (result.kind !== 'settled') return 'problems';
  return result.changed ? 'settled' : null;
}

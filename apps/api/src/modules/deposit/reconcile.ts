import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEPOSIT_HOLD_MINUTES } from '@conto-gioco/shared/deposit';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { Database } from '../../db/client.ts';
import { eachInBatches } from '../../lib/concurrently.ts';
import { applyProviderReport, depositByTransactionId, type ProviderReport } from './provider-outcome.ts';
import { deposits } from './schema.ts';
import { settleDeposit } from './settle.ts';

/** Deposits read per query; the run goes on until none is left. */
const BATCH = 200;
/** Asked at once: each one waits on the provider and the database, a few share the pool. */
const CONCURRENCY = 4;

/** One run over the deposits still open: what the provider was asked and what became of them. */
export type DepositReconciliation = {
  /** Open deposits the provider was asked about. */
  checked: number;
  /** Approved at the provider and credited by this run (a lost callback, a crash, a closed browser). */
  credited: number;
  /** Declined (or expired) at the provider, or never opened there within the hold: ended by this run. */
  declined: number;
  /** Still open after the run: the player has not decided, or the provider is still processing. */
  stillOpen: number;
  /** Left for an operator (the provider and we disagree, logged) or failed this time (asked again next run). */
  problems: number;
};

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
type Provider = Pick<PaymentProvider, 'paymentStatus' | 'paymentByMerchantReference'>;

/**
 * Asks the provider about every deposit still open (started or pending) since before
 * `openedBefore`, in id order, and applies its word through applyProviderReport, the function
 * the signed callback and the result page's confirmation use: whichever comes first settles, the
 * others find a final status, so nothing is credited twice. A deposit whose provider reference a
 * crash lost is found by its transactionId (the merchant reference); one the provider never
 * opened is declined once the deposit limit's hold is over (no page was shown, nobody can pay it).
 */
export async function reconcileDeposits(
  db: Database,
  provider: Provider,
  options: { openedBefore: Date; now: Date; log: Logger },
): Promise<DepositReconciliation> {
  const figures: DepositReconciliation = { checked: 0, credited: 0, declined: 0, stillOpen: 0, problems: 0 };
  const holdOver = new Date(options.now.getTime() - DEPOSIT_HOLD_MINUTES * 60_000);
  const openDeposits = (after: number) =>
    db
      .select({ id: deposits.id, transactionId: deposits.transactionId, createdAt: deposits.createdAt })
      .from(deposits)
      .where(
        and(
          inArray(deposits.status, ['started', 'pending']),
          gt(deposits.id, after),
          lt(deposits.createdAt, options.openedBefore),
        ),
      )
      .orderBy(asc(deposits.id))
      .limit(BATCH);
  await eachInBatches(openDeposits, CONCURRENCY, async ({ transactionId, createdAt }) => {
    figures.checked++;
    try {
      const outcome = await reconcileOne(db, provider, transactionId, createdAt < holdOver, options.log);
      if (outcome) figures[outcome]++;
      // Each settlement on its own line (our transaction id only): what the job did, for an operator.
      if (outcome === 'credited' || outcome === 'declined')
        options.log.info({ transactionId }, `reconciliation: deposit ${outcome}`);
    } catch (err) {
      options.log.warn({ err, transactionId }, 'reconciliation: deposit not checked');
      figures.problems++;
    }
  });
  return figures;
}

/** What became of one deposit; null when a callback or a confirmation settled it meanwhile. */
type Outcome = Exclude<keyof DepositReconciliation, 'checked'> | null;

async function reconcileOne(
  db: Database,
  provider: Provider,
  transactionId: string,
  holdOver: boolean,
  log: Logger,
): Promise<Outcome> {
  let deposit = await depositByTransactionId(db, transactionId);
  if (!deposit || (deposit.status !== 'started' && deposit.status !== 'pending')) return null;

  let report: ProviderReport | null;
  if (deposit.providerReference) {
    report = await provider.paymentStatus(deposit.providerReference);
    if (!report) {
      log.error({ transactionId }, 'reconciliation: the provider does not know the payment');
      return 'problems';
    }
  } else {
    // The start stopped between the provider's payment and storing its reference.
    const found = await provider.paymentByMerchantReference(transactionId);
    if (!found) {
      if (!holdOver) return 'stillOpen';
      const settled = await settleDeposit(db, transactionId, 'declined');
      return settled?.changed ? 'declined' : null;
    }
    await db
      .update(deposits)
      .set({ providerReference: found.providerReference })
      .where(and(eq(deposits.transactionId, transactionId), isNull(deposits.providerReference)));
    deposit = await depositByTransactionId(db, transactionId);
    if (deposit?.providerReference !== found.providerReference) {
      log.error({ transactionId }, 'reconciliation: the payment does not match the deposit');
      return 'problems';
    }
    report = found;
  }

  const result = await applyProviderReport(db, deposit, report);
  if (result.kind === 'open') return 'stillOpen';
  if (result.kind === 'amount-mismatch') {
    log.error({ transactionId }, 'reconciliation: provider amount differs from the deposit');
    return 'problems';
  }
  if (result.kind === 'conflict') {
    log.error({ transactionId }, 'reconciliation: approval of a declined deposit');
    return 'problems';
  }
  if (result.deposit.status === 'pending') return 'stillOpen';
  if (!result.changed) return null;
  return result.deposit.status === 'approved' ? 'credited' : 'declined';
}

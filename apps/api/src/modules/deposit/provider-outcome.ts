import { eq } from 'drizzle-orm';
import { CARD_APPROVED_CODE, CARD_PAYMENT_TYPES } from '@conto-gioco/shared/deposit';
import type { Database } from '../../db/client.ts';
import type { ProviderPaymentStatus } from '../../adapters/payments/provider.ts';
import { findPaymentMethod } from '../wallet/payment-methods.ts';
import { deposits } from './schema.ts';
import { settleDeposit, type Deposit } from './settle.ts';

export type DepositWithType = Deposit & { paymentType: string | null };

/** What a provider says about a payment: its signed callback's body or its status query. */
export type ProviderReport = { status: ProviderPaymentStatus; amount: number; responseCode: string | null };

export type OutcomeResult =
  /** The provider still waits for the player: nothing to settle. */
  | { kind: 'open'; deposit: Deposit }
  /** An approval of another amount than the deposit's: never credited, left for an operator. */
  | { kind: 'amount-mismatch'; deposit: Deposit }
  /** The provider approves a deposit we already declined: nothing credited, left for an operator. */
  | { kind: 'conflict'; deposit: Deposit }
  | { kind: 'settled'; deposit: Deposit; changed: boolean };

async function oneDeposit(db: Database, where: ReturnType<typeof eq>): Promise<DepositWithType | null> {
  const [deposit] = await db.select().from(deposits).where(where);
  if (!deposit) return null;
  const method = await findPaymentMethod(db, { id: deposit.methodId });
  return { ...deposit, paymentType: method?.paymentType ?? null };
}

export const depositByProviderReference = (db: Database, providerReference: string) =>
  oneDeposit(db, eq(deposits.providerReference, providerReference));

export const depositByTransactionId = (db: Database, transactionId: string) =>
  oneDeposit(db, eq(deposits.transactionId, transactionId));

/**
 * Applies the provider's word to a deposit, through settleDeposit (so whichever of callback and
 * confirmation arrives first wins, and the rest change nothing). An approval credits only when its
 * amount is the deposit's and, for a card provider, its response code is '00'; any other code
 * declines the deposit.
 */
export async function applyProviderReport(
  db: Database,
  deposit: DepositWithType,
  report: ProviderReport,
): Promise<OutcomeResult> {
  if (report.status === 'open') return { kind: 'open', deposit };
  let outcome: 'approved' | 'declined' | 'pending' = report.status;
  if (outcome === 'approved') {
    if (report.amount !== deposit.amount) return { kind: 'amount-mismatch', deposit };
    if (
      CARD_PAYMENT_TYPES.includes(deposit.paymentType ?? '') &&
      report.responseCode !== CARD_APPROVED_CODE
    ) {
      outcome = 'declined';
    }
  }
  const settled = await settleDeposit(db, deposit.transactionId, outcome, report.responseCode);
  if (!settled) throw new Error(`deposit ${deposit.transactionId} vanished while settling`);
  if (outcome === 'approved' && settled.deposit.status === 'declined')
    return { kind: 'conflict', deposit: settled.deposit };
  return { kind: 'settled', deposit: settled.deposit, changed: settled.changed };
}

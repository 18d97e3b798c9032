import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { inTransaction, sqlState, type Database, type Executor } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from './schema.ts';
import { forgetBalance } from './balance-cache.ts';

/**
 * Accounts a player owns. Bonus money is never withdrawable; a withdrawal's amount waits in
 * pendingWithdrawal from the request until it is paid out or comes back to cash.
 */
export const PLAYER_ACCOUNT = {
  cash: 'PLAYER_CASH',
  bonus: 'PLAYER_BONUS',
  pendingWithdrawal: 'PLAYER_PENDING_WITHDRAWAL',
} as const;
/** Accounts of the house that balance the books. */
export const SYSTEM_ACCOUNT = {
  house: 'HOUSE',
  /** Where the demo seed's opening balances come from. */
  demoFunding: 'DEMO_FUNDING',
  /** Money received from payment providers: credited to players when a deposit is approved. */
  providerClearing: 'PROVIDER_CLEARING',
  /** Money paid out to players through payment providers (approved withdrawals). */
  payoutClearing: 'PAYOUT_CLEARING',
} as const;

export type AccountRef =
  | { playerId: number; kind: (typeof PLAYER_ACCOUNT)[keyof typeof PLAYER_ACCOUNT] }
  | { system: (typeof SYSTEM_ACCOUNT)[keyof typeof SYSTEM_ACCOUNT] };

export type TransferRequest = {
  /** The same key moves the money once, however often the request arrives. */
  idempotencyKey: string;
  /** The statement's causale. */
  cause: string;
  playerId: number | null;
  legs: { account: AccountRef; amount: number }[];
};

export class InsufficientFundsError extends Error {
  constructor() {
    super('insufficient funds');
  }
}

export class UnbalancedTransferError extends Error {}

/**
 * Moves money between ledger accounts in one transaction: the entries sum to zero, the wallet
 * rows are locked in id order and updated together with the entries, and a player account that
 * would go negative aborts the whole transfer.
 */
export async function transfer(
  db: Database,
  request: TransferRequest,
): Promise<{ transferId: number; replayed: boolean }> {
  const result = await inTransaction(db, (tx) => transferWithin(tx, request));
  forgetPlayerBalances(db, request);
  return result;
}

/**
 * The same transfer inside a caller's transaction, so that money moves together with the change
 * that causes it (a deposit's status). The caller calls forgetPlayerBalances after commit.
 */
export async function transferWithin(
  tx: Executor,
  request: TransferRequest,
): Promise<{ transferId: number; replayed: boolean }> {
  const { legs } = request;
  if (legs.length < 2) throw new UnbalancedTransferError('a transfer needs at least two legs');
  if (legs.some((leg) => !Number.isSafeInteger(leg.amount) || leg.amount === 0)) {
    throw new UnbalancedTransferError('amounts are non-zero integer cents');
  }
  if (legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0)
    throw new UnbalancedTransferError('entries must sum to zero');

  try {
    const inserted = await tx
      .insert(ledgerTransfers)
      .values({ idempotencyKey: request.idempotencyKey, cause: request.cause, playerId: request.playerId })
      .onConflictDoNothing()
      .returning({ id: ledgerTransfers.id });
    if (inserted.length === 0) {
      const [existing] = await tx
        .select({ id: ledgerTransfers.id })
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, request.idempotencyKey));
      return { transferId: existing!.id, replayed: true };
    }
    const transferId = inserted[0]!.id;

    const accountIds: number[] = [];
    for (const leg of legs) accountIds.push(await ensureAccount(tx, leg.account));
    await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, [...new Set(accountIds)]))
      .orderBy(asc(ledgerAccounts.id))
      .for('update');

    await tx
      .insert(ledgerEntries)
      .values(legs.map((leg, i) => ({ transferId, accountId: accountIds[i]!, amount: leg.amount })));
    for (const [i, leg] of legs.entries()) {
      await tx
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${leg.amount}` })
        .where(eq(ledgerAccounts.id, accountIds[i]!));
    }
    return { transferId, replayed: false };
  } catch (error) {
    if (sqlState(error) === '23514') throw new InsufficientFundsError();
    throw error;
  }
}

/** Drops the cached balances of the players a committed transfer touched. */
export function forgetPlayerBalances(db: Database, request: Pick<TransferRequest, 'legs'>): void {
  for (const leg of request.legs) if ('playerId' in leg.account) forgetBalance(db, leg.account.playerId);
}

/** The id of an account, created on first use. */
async function ensureAccount(db: Executor, ref: AccountRef): Promise<number> {
  const playerId = 'playerId' in ref ? ref.playerId : null;
  const kind = 'playerId' in ref ? ref.kind : ref.system;
  const owner = playerId === null ? isNull(ledgerAccounts.playerId) : eq(ledgerAccounts.playerId, playerId);
  const [found] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(owner, eq(ledgerAccounts.kind, kind)));
  if (found) return found.id;
  await db.insert(ledgerAccounts).values({ playerId, kind }).onConflictDoNothing();
  const [created] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(owner, eq(ledgerAccounts.kind, kind)));
  return created!.id;
}

/** Cash and bonus balance of a player, in cents. */
export async function playerBalances(
  db: Executor,
  playerId: number,
): Promise<{ cash: number; bonus: number }> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.playerId, playerId));
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0;
  return { cash: of(PLAYER_ACCOUNT.cash), bonus: of(PLAYER_ACCOUNT.bonus) };
}

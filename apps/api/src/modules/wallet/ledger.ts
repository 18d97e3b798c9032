import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, sqlState, type Database, type Executor } from '../../db/client.ts';
import { ledgerAccounts, ledgerTransfers } from './schema.ts';
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
/**
 * Accounts of the house that balance the books. Each is a row the migrations create once (a new
 * one needs a migration that inserts it); their balance is derived from their entries.
 */
export const SYSTEM_ACCOUNT = {
  house: 'HOUSE',
  /** Where the demo seed's opening balances come from. */
  demoFunding: 'DEMO_FUNDING',
  /** Money received from payment providers: credited to players when a deposit is approved. */
  providerClearing: 'PROVIDER_CLEARING',
  /** Money paid out to players through payment providers (approved withdrawals). */
  payoutClearing: 'PAYOUT_CLEARING',
  /** Where bonuses come from, and where an expired or cancelled bonus's residual goes back. */
  bonusFunding: 'BONUS_FUNDING',
} as const;

export type PlayerAccountKind = (typeof PLAYER_ACCOUNT)[keyof typeof PLAYER_ACCOUNT];
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT)[keyof typeof SYSTEM_ACCOUNT];
type PlayerAccountRef = { playerId: number; kind: PlayerAccountKind };
export type AccountRef = PlayerAccountRef | { system: SystemAccountKind };

export type TransferRequest = {
  /** The same key moves the money once, however often the request arrives. */
  idempotencyKey: string;
  /** The statement's causale. */
  cause: string;
  playerId: number | null;
  legs: { account: AccountRef; amount: number }[];
  /** What the statement shows beside the cause: the ticket or payment, its game family, its receipt. */
  reference?: { ticket?: string; application?: number; receipt?: string };
};

export class InsufficientFundsError extends Error {
  constructor() {
    super('insufficient funds');
  }
}

export class UnbalancedTransferError extends Error {}

/**
 * Moves money between ledger accounts, atomically: the entries sum to zero, the players' wallet
 * rows are locked in id order and updated together with the entries, and a player account that
 * would go negative aborts the whole transfer. System accounts are neither locked nor updated:
 * their balance is the sum of their entries (systemBalance). One statement, so it needs no
 * transaction of its own.
 */
export async function transfer(
  db: Database,
  request: TransferRequest,
): Promise<{ transferId: number; replayed: boolean }> {
  const result = await transferWithin(db, request);
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

  const deltas = new Map<string, PlayerAccountChange>();
  for (const { account, amount } of legs) {
    if (!('playerId' in account)) continue;
    const key = `${account.playerId}:${account.kind}`;
    const delta = (deltas.get(key)?.delta ?? 0) + amount;
    deltas.set(key, { playerId: account.playerId, kind: account.kind, delta });
  }
  const changes = [...deltas.values()];
  try {
    let moved = await moveMoney(tx, request, changes);
    if (moved.locked < changes.length) {
      // A player account used for the first time (a pending-withdrawal account, say).
      await createAccounts(tx, changes);
      moved = await moveMoney(tx, request, changes);
    }
    if (moved.transferId !== null) return { transferId: moved.transferId, replayed: false };
    const [existing] = await tx
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, request.idempotencyKey));
    return { transferId: existing!.id, replayed: true };
  } catch (error) {
    if (sqlState(error) === '23514') throw new InsufficientFundsError();
    throw error;
  }
}

type PlayerAccountChange = PlayerAccountRef & { delta: number };

const list = (items: SQL[]) => sql.join(items, sql`, `);
const accountList = (refs: PlayerAccountRef[]) =>
  list(refs.map((ref) => sql`(${ref.playerId}::int, ${ref.kind}::text)`));

/**
 * The transfer as one statement, one round trip: lock the player accounts in id order; insert the
 * transfer when they all exist and its key is new; only then update their balances and write the
 * entries. Answers the new transfer's id (null when nothing moved: a replay, or accounts missing)
 * and how many of the player accounts exist.
 */
async function moveMoney(
  tx: Executor,
  request: TransferRequest,
  changes: PlayerAccountChange[],
): Promise<{ transferId: number | null; locked: number }> {
  const reference = request.reference ?? {};
  const entries = request.legs.map(({ account, amount }) => {
    const accountId =
      'playerId' in account
        ? sql`(select id from locked where player_id = ${account.playerId}::int and kind = ${account.kind}::text)`
        : sql`(select id from ledger_accounts where player_id is null and kind = ${account.system}::text)`;
    return sql`(${accountId}, ${amount}::bigint)`;
  });
  const balances =
    changes.length === 0
      ? sql``
      : sql`, moved as (
          update ledger_accounts as a set balance = a.balance + v.delta
          from (values ${list(changes.map((c) => sql`(${c.playerId}::int, ${c.kind}::text, ${c.delta}::bigint)`))})
            as v(player_id, kind, delta)
          where a.player_id = v.player_id and a.kind = v.kind and exists (select 1 from created)
        )`;
  const [row] = await queryRows<{ transfer_id: number | null; locked: number }>(
    tx,
    sql`with locked as (
          select id, player_id, kind from ledger_accounts
          where ${changes.length === 0 ? sql`false` : sql`(player_id, kind) in (${accountList(changes)})`}
          order by id
          for no key update
        ), created as (
          insert into ledger_transfers (idempotency_key, cause, player_id, ticket, application, receipt)
          select ${request.idempotencyKey}, ${request.cause}, ${request.playerId}::int,
            ${reference.ticket ?? null}::text, ${reference.application ?? null}::int, ${reference.receipt ?? null}::text
          where (select count(*) from locked) = ${changes.length}
          on conflict do nothing
          returning id
        )${balances}, entries as (
          insert into ledger_entries (transfer_id, account_id, amount)
          select created.id, v.account_id, v.amount
          from created, (values ${list(entries)}) as v(account_id, amount)
        )
        select (select id from created) as transfer_id, (select count(*) from locked)::int as locked`,
  );
  return { transferId: row!.transfer_id, locked: row!.locked };
}

/** Drops the cached balances of the players a committed transfer touched. */
export function forgetPlayerBalances(db: Database, request: Pick<TransferRequest, 'legs'>): void {
  for (const leg of request.legs) if ('playerId' in leg.account) forgetBalance(db, leg.account.playerId);
}

/** Creates the player accounts that do not exist yet, empty. */
async function createAccounts(tx: Executor, refs: PlayerAccountRef[]): Promise<void> {
  await tx
    .insert(ledgerAccounts)
    .values(refs.map(({ playerId, kind }) => ({ playerId, kind })))
    .onConflictDoNothing();
}

/**
 * Locks a player's accounts of these kinds until the caller's transaction ends (created empty
 * when missing) and answers their balances: a rule that reads a balance and then moves money (a
 * withdrawal's amount, a deposit limit) holds them, so that parallel requests see one another.
 * Every lock of a wallet row, here or in a transfer, is taken in id order: two transactions never
 * wait on each other's rows.
 */
export async function lockPlayerAccounts<K extends PlayerAccountKind>(
  tx: Executor,
  playerId: number,
  kinds: readonly K[],
): Promise<Record<K, number>> {
  const refs = kinds.map((kind) => ({ playerId, kind }));
  const lock = () =>
    queryRows<{ kind: K; balance: string | number }>(
      tx,
      sql`select kind, balance from ledger_accounts
          where (player_id, kind) in (${accountList(refs)})
          order by id
          for no key update`,
    );
  let rows = await lock();
  if (rows.length < new Set(kinds).size) {
    await createAccounts(tx, refs);
    rows = await lock();
  }
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.balance)])) as Record<K, number>;
}

/** The wallet of a new player, in the transaction that creates the player: cash and bonus, empty. */
export async function openPlayerAccounts(tx: Executor, playerId: number): Promise<void> {
  await createAccounts(tx, [
    { playerId, kind: PLAYER_ACCOUNT.cash },
    { playerId, kind: PLAYER_ACCOUNT.bonus },
  ]);
}

/** A system account's balance: the sum of its entries, read from the account-date-amount index. */
export async function systemBalance(db: Executor, system: SystemAccountKind): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as total from ledger_entries
        where account_id = (select id from ledger_accounts where player_id is null and kind = ${system})`,
  );
  return Number(row!.total);
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

import { and, eq, isNull, sql } from 'drizzle-orm';
import { sqlState, type Executor } from '../../db/client.ts';
import { players } from '../auth/schema.ts';
import { PLAYER_ACCOUNT } from '../wallet/ledger.ts';
import { ledgerAccounts } from '../wallet/schema.ts';
import { DEFAULT_NEWSLETTER } from './reference-data.ts';
import { legacyAccounts, playerConsents } from './schema.ts';

/**
 * What every call that opens an account shares (Register, RegisterUser, RegisterMulti, MigrateUser):
 * the contract number, the empty wallet, the consents, and reading a unique-index refusal.
 */

/** First contract number when no numbered account exists yet (the demo players start there). */
const FIRST_CONTRACT_NUMBER = 1_000_001;
/** Any constant: accounts take their contract numbers one at a time under this transaction lock. */
const CONTRACT_NUMBER_LOCK_ID = 7_310_004;

/**
 * The next contract number, one above the highest numeric one. Takes the lock first, so the number
 * stays this transaction's until it commits; call it before locking any other row.
 */
export async function takeContractNumber(tx: Executor): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CONTRACT_NUMBER_LOCK_ID})`);
  const [row] = await tx
    .select({ max: sql<string | null>`max(${players.contractNumber}::bigint)` })
    .from(players)
    .where(sql`${players.contractNumber} ~ '^[0-9]{1,15}$'`);
  const max = row?.max == null ? FIRST_CONTRACT_NUMBER - 1 : Number(row.max);
  return String(Math.max(max + 1, FIRST_CONTRACT_NUMBER));
}

/** The wallet of a new player: the ledger's cash and bonus accounts, empty. */
export async function openWallet(tx: Executor, playerId: number): Promise<void> {
  await tx.insert(ledgerAccounts).values([
    { playerId, kind: PLAYER_ACCOUNT.cash },
    { playerId, kind: PLAYER_ACCOUNT.bonus },
  ]);
}

/**
 * Records the consents with when they were given or refused: the named ones, then every newsletter
 * of the site's default list (ticked only when the form ticked it).
 */
export async function recordConsents(
  tx: Executor,
  playerId: number,
  named: Record<string, boolean>,
  newsletterTicked: (flag: string) => boolean,
  now: Date,
): Promise<void> {
  const codes = new Map(Object.entries(named));
  for (const entry of DEFAULT_NEWSLETTER) {
    codes.set(`newsletter:${entry.flag_consenso}`, newsletterTicked(entry.flag_consenso));
  }
  await tx
    .insert(playerConsents)
    .values([...codes].map(([code, accepted]) => ({ playerId, code, accepted, recordedAt: now })));
}

/** Marks a legacy account converted into the player; false when it already was (each converts once). */
export async function convertLegacyAccount(
  tx: Executor,
  accountNumber: string,
  playerId: number,
  now: Date,
): Promise<boolean> {
  const converted = await tx
    .update(legacyAccounts)
    .set({ migratedPlayerId: playerId, migratedAt: now })
    .where(and(eq(legacyAccounts.accountNumber, accountNumber), isNull(legacyAccounts.migratedPlayerId)))
    .returning({ accountNumber: legacyAccounts.accountNumber });
  return converted.length === 1;
}

/** The unique index a failed insert hit, read through Drizzle's wrapping (both drivers name it). */
export function violatedConstraint(error: unknown): string | undefined {
  if (sqlState(error) !== '23505') return undefined;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

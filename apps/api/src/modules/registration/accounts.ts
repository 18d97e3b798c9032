import { and, eq, isNull, sql } from 'drizzle-orm';
import { sqlState, type Executor } from '../../db/client.ts';
import { highestContractNumber, insertPlayer, type NewPlayer as PlayerRow } from '../auth/players.ts';
import { openPlayerAccounts } from '../wallet/ledger.ts';
import { DEFAULT_NEWSLETTER } from './reference-data.ts';
import { legacyAccounts, playerConsents } from './schema.ts';

/**
 * What every call that opens an account shares (Register, RegisterUser, RegisterMulti, MigrateUser):
 * the contract number, the player with an empty wallet and the consents, the legacy conversion,
 * and reading a unique-index refusal.
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
  const max = (await highestContractNumber(tx)) ?? FIRST_CONTRACT_NUMBER - 1;
  return String(Math.max(max + 1, FIRST_CONTRACT_NUMBER));
}

export type NewPlayer = Omit<PlayerRow, 'contractNumber'>;

/**
 * Opens the account in the caller's transaction, after takeContractNumber: the player row, the
 * empty wallet, the consents. Throws the database's error when a unique index refuses the player.
 */
export async function openAccount(
  tx: Executor,
  account: {
    contractNumber: string;
    player: NewPlayer;
    /** The consents the form names, by code. */
    consents: Record<string, boolean>;
    newsletterTicked: (flag: string) => boolean;
    now: Date;
  },
): Promise<{ id: number; username: string }> {
  const player = await insertPlayer(tx, { ...account.player, contractNumber: account.contractNumber });
  await openPlayerAccounts(tx, player.id);
  await recordConsents(tx, player.id, account.consents, account.newsletterTicked, account.now);
  return player;
}

/**
 * Records the consents with when they were given or refused: the named ones, then every newsletter
 * of the site's default list (ticked only when the form ticked it).
 */
async function recordConsents(
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

/** The player's consents as last recorded, with when (the profile's Contatti e privacy tab, issue 17). */
export function readConsents(db: Executor, playerId: number) {
  return db
    .select({
      code: playerConsents.code,
      accepted: playerConsents.accepted,
      recordedAt: playerConsents.recordedAt,
    })
    .from(playerConsents)
    .where(eq(playerConsents.playerId, playerId));
}

/** Records the consents the player changed, each with the time of the change; unchanged ones keep theirs. */
export async function updateConsents(
  tx: Executor,
  playerId: number,
  consents: Record<string, boolean>,
  now: Date,
): Promise<void> {
  const current = new Map((await readConsents(tx, playerId)).map((row) => [row.code, row.accepted]));
  const changed = Object.entries(consents).filter(([code, accepted]) => current.get(code) !== accepted);
  if (changed.length === 0) return;
  await tx
    .insert(playerConsents)
    .values(changed.map(([code, accepted]) => ({ playerId, code, accepted, recordedAt: now })))
    .onConflictDoUpdate({
      target: [playerConsents.playerId, playerConsents.code],
      set: { accepted: sql`excluded.accepted`, recordedAt: sql`excluded.recorded_at` },
    });
}

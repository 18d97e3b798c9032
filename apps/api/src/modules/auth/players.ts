import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_STATE } from '@conto-gioco/shared/constants';
import type { Executor } from '../../db/client.ts';
import { recordReplacedPassword } from './password-history.ts';
import { playerChanged } from './player-snapshots.ts';
import { playerDevices, players } from './schema.ts';

/**
 * The players table's public surface: other modules read and change a player only through these
 * functions, never the table, and every update of a player row is here, telling CheckAuth's
 * snapshots (playerChanged).
 */

export type Player = typeof players.$inferSelect;
export type NewPlayer = Omit<typeof players.$inferInsert, 'id'>;

/** The player with this username, in any letter case (usernames are unique without case). */
export async function findPlayerByUsername(db: Executor, username: string): Promise<Player | undefined> {
  const [player] = await db
    .select()
    .from(players)
    .where(sql`lower(${players.username}) = lower(${username.trim()})`);
  return player;
}

export async function findPlayerById(db: Executor, playerId: number): Promise<Player | undefined> {
  const [player] = await db.select().from(players).where(eq(players.id, playerId));
  return player;
}

/** The players with this e-mail, in any letter case (several accounts may have shared one before it was unique). */
export function findPlayersByEmail(db: Executor, email: string): Promise<Player[]> {
  return db
    .select()
    .from(players)
    .where(sql`lower(${players.email}) = lower(${email})`);
}

/** The players whose mobile, digits only, is these digits with or without the 39 prefix. */
export function findPlayersByMobileDigits(db: Executor, digits: string): Promise<Player[]> {
  return db
    .select()
    .from(players)
    .where(sql`regexp_replace(${players.cellulare}, '\\D', '', 'g') in (${digits}, ${`39${digits}`})`);
}

/** Whether some player has any of these (e-mail and username in any letter case). */
export async function anyPlayerWith(
  db: Executor,
  identifiers: { codiceFiscale?: string; email?: string; cellulare?: string; username?: string },
): Promise<boolean> {
  const conditions: SQL[] = [];
  if (identifiers.codiceFiscale !== undefined)
    conditions.push(eq(players.codiceFiscale, identifiers.codiceFiscale));
  if (identifiers.email !== undefined)
    conditions.push(sql`lower(${players.email}) = lower(${identifiers.email})`);
  if (identifiers.cellulare !== undefined) conditions.push(eq(players.cellulare, identifiers.cellulare));
  if (identifiers.username !== undefined)
    conditions.push(sql`lower(${players.username}) = lower(${identifiers.username})`);
  if (conditions.length === 0) return false;
  const found = await db
    .select({ id: players.id })
    .from(players)
    .where(or(...conditions))
    .limit(1);
  return found.length > 0;
}

/** The highest numeric contract number; null when none is numeric yet. */
export async function highestContractNumber(db: Executor): Promise<number | null> {
  const [row] = await db
    .select({ max: sql<string | null>`max(${players.contractNumber}::bigint)` })
    .from(players)
    .where(sql`${players.contractNumber} ~ '^[0-9]{1,15}$'`);
  return row?.max == null ? null : Number(row.max);
}

/** Provisional accounts opened before the date, by id after `afterId`, a batch at a time. */
export async function provisionalPlayersOpenedBefore(
  db: Executor,
  query: { openedBefore: Date; afterId: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(
      and(
        eq(players.statoConto, ACCOUNT_STATE.PROVISIONAL),
        lt(players.createdAt, query.openedBefore),
        gt(players.id, query.afterId),
      ),
    )
    .orderBy(asc(players.id))
    .limit(query.limit);
  return rows.map((row) => row.id);
}

/**
 * Locks the player's row for the caller's transaction (FOR UPDATE): the lock that document uploads
 * and the documents job both take, so that an upload and a block never cross.
 */
export async function lockPlayer(tx: Executor, playerId: number): Promise<Player | undefined> {
  const [player] = await tx.select().from(players).where(eq(players.id, playerId)).for('update');
  return player;
}

/** Opens a player row; a unique index that refuses it throws the database's error. */
export async function insertPlayer(
  tx: Executor,
  player: NewPlayer,
): Promise<{ id: number; username: string }> {
  const [inserted] = await tx
    .insert(players)
    .values(player)
    .returning({ id: players.id, username: players.username });
  return inserted!;
}

/** A successful login: the previous login moves back, and a temporary password demands a new one. */
export async function recordLogin(
  tx: Executor,
  playerId: number,
  options: { requirePasswordChange: boolean },
): Promise<Player> {
  playerChanged(playerId);
  const [updated] = await tx
    .update(players)
    .set({
      previousLoginAt: sql`${players.lastLoginAt}`,
      lastLoginAt: new Date(),
      ...(options.requirePasswordChange ? { cambioPassword: true } : {}),
    })
    .where(eq(players.id, playerId))
    .returning();
  return updated!;
}

/**
 * Accepts a TOTP time step when it is newer than the last one accepted, checked and set in one
 * statement: a code works once, even when two requests race with it.
 */
export async function acceptTotpStep(db: Executor, playerId: number, step: number): Promise<boolean> {
  playerChanged(playerId);
  const accepted = await db
    .update(players)
    .set({ totpLastStep: step })
    .where(and(eq(players.id, playerId), or(isNull(players.totpLastStep), lt(players.totpLastStep, step))))
    .returning({ id: players.id });
  return accepted.length === 1;
}

/** Blocks the account (statoConto 6), with the rule's reason when a rule did it. */
export async function blockPlayer(tx: Executor, playerId: number, reason?: string): Promise<void> {
  playerChanged(playerId);
  await tx
    .update(players)
    .set({ statoConto: ACCOUNT_STATE.BLOCKED, ...(reason === undefined ? {} : { blockedReason: reason }) })
    .where(eq(players.id, playerId));
}

/**
 * A new password (its Argon2id hash): any required change is done, and the replaced one joins the
 * player's password history (password-history.ts). Call it in a transaction.
 */
export async function setPassword(tx: Executor, playerId: number, passwordHash: string): Promise<void> {
  playerChanged(playerId);
  await recordReplacedPassword(tx, playerId);
  await tx
    .update(players)
    .set({ passwordHash, passwordChangedAt: new Date(), cambioPassword: false })
    .where(eq(players.id, playerId));
}

export async function acceptTerms(tx: Executor, playerId: number): Promise<void> {
  playerChanged(playerId);
  await tx.update(players).set({ termsAccepted: true }).where(eq(players.id, playerId));
}

export async function markMobileConfirmed(tx: Executor, playerId: number, at: Date): Promise<void> {
  playerChanged(playerId);
  await tx
    .update(players)
    .set({ confirmedMobile: true, lastMobileVerificationAt: at })
    .where(eq(players.id, playerId));
}

export async function markEmailConfirmed(tx: Executor, playerId: number, at: Date): Promise<void> {
  playerChanged(playerId);
  await tx
    .update(players)
    .set({ playerConfirmed: true, lastEmailVerificationAt: at })
    .where(eq(players.id, playerId));
}

/**
 * Whether this approved deposit is the player's first, clearing primaRicarica if so. The row is
 * locked so that two deposits approved at once cannot both be first: FOR NO KEY UPDATE, not FOR
 * UPDATE, because another approval of the same player already holds the KEY SHARE lock of its
 * ledger_transfers foreign key and waits for the wallet rows this transaction holds; FOR UPDATE
 * would wait for it in turn, a deadlock on every pair (deposit/replay.test.ts).
 */
export async function takeFirstDeposit(tx: Executor, playerId: number): Promise<boolean> {
  const [player] = await tx
    .select({ primaRicarica: players.primaRicarica })
    .from(players)
    .where(eq(players.id, playerId))
    .for('no key update');
  if (player!.primaRicarica) {
    playerChanged(playerId);
    await tx.update(players).set({ primaRicarica: false }).where(eq(players.id, playerId));
  }
  return player!.primaRicarica;
}

/** The profile fields a player may change from the Anagrafica tab (issue 17). */
export type ProfileFields = Pick<
  Player,
  | 'nome'
  | 'cognome'
  | 'sesso'
  | 'dataNascita'
  | 'nazioneNascitaId'
  | 'comuneNascitaId'
  | 'nazioneResidenzaId'
  | 'indirizzoResidenza'
  | 'capResidenza'
  | 'comuneResidenzaId'
  | 'tipoDocumentoId'
  | 'numeroDocumento'
  | 'enteRilascioId'
  | 'comuneRilascioId'
  | 'rilasciatoDocumento'
  | 'dataRilascioDocumento'
  | 'dataScadenzaDocumento'
>;

export async function updateProfileFields(
  tx: Executor,
  playerId: number,
  fields: ProfileFields,
): Promise<void> {
  playerChanged(playerId);
  await tx.update(players).set(fields).where(eq(players.id, playerId));
}

/**
 * A new e-mail or mobile, once the code sent to it was confirmed: it is confirmed from then on. A
 * unique-index violation (another account took it meanwhile) is the caller's to answer.
 */
export async function replaceContact(
  tx: Executor,
  playerId: number,
  change: { kind: 'email' | 'cellulare'; value: string },
  at: Date,
): Promise<void> {
  playerChanged(playerId);
  await tx
    .update(players)
    .set(
      change.kind === 'email'
        ? { email: change.value, playerConfirmed: true, lastEmailVerificationAt: at }
        : { cellulare: change.value, confirmedMobile: true, lastMobileVerificationAt: at },
    )
    .where(eq(players.id, playerId));
}

/**
 * Two-factor set-up: a new secret waiting for its first code (`enabled` false), switched on once a
 * code of it is accepted, or cleared (off, or a set-up left unverified).
 */
export async function setTwoFactor(
  db: Executor,
  playerId: number,
  state: { secret: string | null; enabled: boolean },
): Promise<void> {
  playerChanged(playerId);
  await db
    .update(players)
    .set({ totpSecret: state.secret, totpEnabled: state.enabled, totpLastStep: null })
    .where(eq(players.id, playerId));
}

/** The deposit limit in force (responsible gaming decides when a change applies). */
export async function setDepositLimit(
  tx: Executor,
  playerId: number,
  limit: { amount: number; period: 'WW' | 'MM' },
): Promise<void> {
  playerChanged(playerId);
  await tx
    .update(players)
    .set({ depositLimit: limit.amount, depositLimitPeriod: limit.period })
    .where(eq(players.id, playerId));
}

/**
 * A whole-account self-exclusion starts (statoConto 7 or 8) or ends (the state it replaced); the
 * responsible-gaming module keeps the exclusion itself.
 */
export async function setAccountState(tx: Executor, playerId: number, statoConto: number): Promise<void> {
  playerChanged(playerId);
  await tx.update(players).set({ statoConto }).where(eq(players.id, playerId));
}

/** The PEP questionnaire was answered: the richiedere_pep status item clears. */
export async function clearPepRequest(tx: Executor, playerId: number): Promise<void> {
  playerChanged(playerId);
  await tx.update(players).set({ richiedereIsPep: false }).where(eq(players.id, playerId));
}

/** Players with this fiscal code (normally one: the column is unique). */
export async function findPlayerIdsByFiscalCode(db: Executor, codiceFiscale: string): Promise<number[]> {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(sql`upper(${players.codiceFiscale})`, codiceFiscale.toUpperCase()));
  return rows.map((row) => row.id);
}

/** The devices the player logged in from, most recently used first (the Sicurezza tab, issue 17). */
export function listDevices(db: Executor, playerId: number) {
  return db
    .select({
      id: playerDevices.id,
      createdAt: playerDevices.createdAt,
      lastUsedAt: playerDevices.lastUsedAt,
      authorisedAt: playerDevices.authorisedAt,
      userAgent: playerDevices.userAgent,
      lastAddress: playerDevices.lastAddress,
    })
    .from(playerDevices)
    .where(eq(playerDevices.playerId, playerId))
    .orderBy(desc(playerDevices.lastUsedAt));
}

/** Forgets a device: with device authorisation on, its next login asks for a code again. */
export async function forgetDevice(db: Executor, playerId: number, deviceId: number): Promise<boolean> {
  const removed = await db
    .delete(playerDevices)
    .where(and(eq(playerDevices.id, deviceId), eq(playerDevices.playerId, playerId)))
    .returning({ id: playerDevices.id });
  return removed.length === 1;
}

/**
 * The players get a fidelity profile (players.fidelity): the ranking job calls it for those who
 * earn points for the first time. Only the rows that change are written (and told to CheckAuth).
 */
export async function enrolInFidelity(tx: Executor, playerIds: readonly number[]): Promise<number[]> {
  if (playerIds.length === 0) return [];
  const enrolled = await tx
    .update(players)
    .set({ fidelity: true })
    .where(and(inArray(players.id, [...playerIds]), eq(players.fidelity, false)))
    .returning({ id: players.id });
  for (const { id } of enrolled) playerChanged(id);
  return enrolled.map((row) => row.id);
}

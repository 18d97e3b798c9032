import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ACCOUNT_STATE } from '@conto-gioco/shared/constants';
import { envelope, type Envelope } from '@conto-gioco/shared/envelope';
import { MIGRATION_CODE } from '@conto-gioco/shared/registration';
import { type migrateUserRequest } from '@conto-gioco/shared/registration-requests';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { hashPassword, hashSecurityAnswer } from '../auth/passwords.ts';
import { anyPlayerWith } from '../auth/players.ts';
import { guardedAttempt } from '../security/attempts.ts';
import { recordSecurityEvent } from '../security/audit.ts';
import { throttleKey } from '../security/throttle.ts';
import { convertLegacyAccount, openAccount, takeContractNumber, violatedConstraint } from './accounts.ts';
import { legacyAccounts } from './schema.ts';

export type MigrateUserInput = z.output<typeof migrateUserRequest>;

export type MigrationResult = Envelope<{ username: string } | null>;

/** Failed look-ups per address (scope 'migration' of throttle.ts): guessing invitations locks the address. */
export const migrationKeys = {
  address: (address: string) => throttleKey.address('migration', address),
};

/**
 * The account a migration opens (docs/decisions.md, migration): provisional until documents are
 * sent, contacts to confirm here, this site's terms to accept at the first login.
 */
export const MIGRATED_ACCOUNT = {
  statoConto: ACCOUNT_STATE.PROVISIONAL,
  userStatusOk: false,
  termsAccepted: false,
} as const;

const result = (code: number, message: string, username: string | null = null): MigrationResult =>
  envelope(code, message, username === null ? null : { username });

/** The refusals, with the reason the audit records. */
const REFUSAL = {
  notFound: {
    code: MIGRATION_CODE.notFound,
    message: SERVER_MESSAGES.migrationNotFound,
    reason: 'not-found',
  },
  alreadyMigrated: {
    code: MIGRATION_CODE.alreadyMigrated,
    message: SERVER_MESSAGES.migrationAlreadyDone,
    reason: 'already-migrated',
  },
  usernameTaken: {
    code: MIGRATION_CODE.usernameTaken,
    message: SERVER_MESSAGES.migrationUsernameTaken,
    reason: 'username-taken',
  },
  alreadyRegistered: {
    code: MIGRATION_CODE.alreadyRegistered,
    message: SERVER_MESSAGES.migrationAlreadyRegistered,
    reason: 'already-registered',
  },
  throttled: {
    code: MIGRATION_CODE.abnormalTraffic,
    message: SERVER_MESSAGES.migrationThrottled,
    reason: 'throttled',
  },
} as const;
type RefusalKind = (typeof REFUSAL)[keyof typeof REFUSAL];

/** A refusal decided inside the transaction: rolls it back and becomes the answer. */
class Refusal extends Error {
  constructor(readonly kind: RefusalKind) {
    super('migration refused');
  }
}

/** The unique indexes of players that mean the person already has an account here. */
const PERSON_INDEXES = new Set([
  'players_codice_fiscale_uq',
  'players_email_lower_uq',
  'players_cellulare_uq',
]);

export type MigrationService = ReturnType<typeof createMigrationService>;

/**
 * MigrateUser (access.md §2 'Migration page', §4 'Migration'): converts an account of the old site,
 * named by fiscal code and invitation (and the link's username when given), into an account here.
 * Each legacy account is converted once, however many requests race for it.
 */
export function createMigrationService(deps: { db: Database }) {
  const { db } = deps;

  const refusalEvent = (kind: RefusalKind) =>
    ({
      event: 'migration-failed',
      playerId: null,
      detail: { reason: kind.reason, code: kind.code },
    }) as const;
  const refuse = async (kind: RefusalKind) => {
    const { event, playerId, detail } = refusalEvent(kind);
    await recordSecurityEvent(db, event, playerId, detail);
    return result(kind.code, kind.message);
  };

  /** Someone here already has the person's fiscal code, e-mail or mobile. */
  const personRegistered = (
    tx: Executor,
    legacy: { codiceFiscale: string; email: string; cellulare: string },
  ) =>
    anyPlayerWith(tx, {
      codiceFiscale: legacy.codiceFiscale,
      email: legacy.email,
      cellulare: legacy.cellulare,
    });

  const usernameTaken = (tx: Executor, username: string) => anyPlayerWith(tx, { username });

  return {
    async migrate(request: MigrateUserInput, context: { address: string }): Promise<MigrationResult> {
      // Only a look-up that finds nothing counts: the other refusals need the right invitation.
      const lookup = await guardedAttempt(
        db,
        {
          keys: [migrationKeys.address(context.address)],
          resetOnPass: [],
          lockedEvent: refusalEvent(REFUSAL.throttled),
          failedEvent: () => refusalEvent(REFUSAL.notFound),
        },
        async () => {
          const legacyUsername = request.legacyUsername?.trim();
          const [legacy] = await db
            .select()
            .from(legacyAccounts)
            .where(
              and(
                eq(legacyAccounts.codiceFiscale, request.codiceFiscale),
                eq(legacyAccounts.invitation, request.invitation),
                legacyUsername
                  ? sql`lower(${legacyAccounts.username}) = lower(${legacyUsername})`
                  : undefined,
              ),
            );
          return { verdict: legacy ? ('passed' as const) : ('failed' as const), legacy };
        },
      );
      if (lookup.status === 'locked') return result(REFUSAL.throttled.code, REFUSAL.throttled.message);
      const { legacy } = lookup.result;
      if (!legacy) return result(REFUSAL.notFound.code, REFUSAL.notFound.message);
      if (legacy.migratedPlayerId !== null) return refuse(REFUSAL.alreadyMigrated);
      if (await usernameTaken(db, request.username)) return refuse(REFUSAL.usernameTaken);
      if (await personRegistered(db, legacy)) return refuse(REFUSAL.alreadyRegistered);

      // Argon2id takes a while: outside the transaction, which then holds its locks briefly.
      const passwordHash = await hashPassword(request.password);
      const securityAnswerHash = await hashSecurityAnswer(request.security.answer);

      const open = () =>
        inTransaction(db, async (tx) => {
          // The contract-number lock first, then the legacy row: the order RegisterMulti takes them in.
          const contractNumber = await takeContractNumber(tx);
          // The legacy row is locked: a parallel conversion of the same account waits here, then
          // sees it converted. The checks run again, inside the transaction, for what changed since.
          const [locked] = await tx
            .select()
            .from(legacyAccounts)
            .where(eq(legacyAccounts.accountNumber, legacy.accountNumber))
            .for('update');
          if (!locked || locked.migratedPlayerId !== null) throw new Refusal(REFUSAL.alreadyMigrated);
          if (await usernameTaken(tx, request.username)) throw new Refusal(REFUSAL.usernameTaken);
          if (await personRegistered(tx, locked)) throw new Refusal(REFUSAL.alreadyRegistered);

          const now = new Date();
          const player = await openAccount(tx, {
            contractNumber,
            player: {
              username: request.username,
              passwordHash,
              passwordChangedAt: now,
              nome: locked.nome,
              cognome: locked.cognome,
              email: locked.email,
              cellulare: locked.cellulare,
              sesso: locked.sesso,
              dataNascita: locked.dataNascita,
              codiceFiscale: locked.codiceFiscale,
              ...MIGRATED_ACCOUNT,
              securityQuestionId: request.security.id,
              securityAnswerHash,
              depositLimit: request.deposito.importo,
              depositLimitPeriod: request.deposito.tipoPeriodo,
              legacyAccountNumber: locked.accountNumber,
            },
            consents: {
              privacyMarketing: request.privacyMarketing,
              privacyProfilazione: request.privacyProfilazione,
              comunicazioniSms: request.comunicazioniSms,
              comunicazioniPush: request.comunicazioniPush,
              comunicazioniPosta: request.comunicazioniPosta,
              comunicazioniTelefono: request.comunicazioniTelefono,
            },
            newsletterTicked: (flag) =>
              request.newsletter.some((item) => item.flag_consensoField === flag && item.accettatoField),
            now,
          });
          const playerId = player.id;

          if (!(await convertLegacyAccount(tx, locked.accountNumber, playerId, now)))
            throw new Refusal(REFUSAL.alreadyMigrated);
          await recordSecurityEvent(tx, 'account-migrated', playerId, null);
          return result(MIGRATION_CODE.ok, '', player.username);
        });

      try {
        return await open();
      } catch (error) {
        if (error instanceof Refusal) return refuse(error.kind);
        // A registration committed in between with the same username or person.
        const constraint = violatedConstraint(error);
        if (constraint === 'players_username_lower_uq') return refuse(REFUSAL.usernameTaken);
        if (constraint && PERSON_INDEXES.has(constraint)) return refuse(REFUSAL.alreadyRegistered);
        throw error;
      }
    },
  };
}

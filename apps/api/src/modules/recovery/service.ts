import { createHmac, randomInt } from 'node:crypto';
import {
  CHANGE_PASSWORD_CODE,
  RECOVERY_CODE,
  RECOVERY_TYPE,
  SECURITY_QUESTIONS,
  type ChangePasswordRequest,
  type RecoveryResult,
  type SecurityAnswer,
  type SecurityQuestion,
} from '@conto-gioco/shared/recovery';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { VALIDATION_MESSAGES } from '@conto-gioco/shared/validation/messages';
import { isStrongPassword } from '@conto-gioco/shared/validation/password';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword, verifySecurityAnswer } from '../auth/passwords.ts';
import {
  findPlayerById,
  findPlayerByUsername,
  findPlayersByEmail,
  findPlayersByMobileDigits,
  setPassword,
  type Player,
} from '../auth/players.ts';
import { isPreviousPassword } from '../auth/password-history.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { Outbox } from '../outbox/service.ts';
import { guardedAttempt } from '../security/attempts.ts';
import { recordSecurityEvent } from '../security/audit.ts';
import { isLatestSpentCode, issueCode, spendCodes } from '../security/one-time-codes.ts';
import { resetFailures, throttleKey } from '../security/throttle.ts';

type RecoveryType = 1 | 2;

/** A recovery's temporary password is valid this long, and once (docs/decisions.md, recovery). */
export const TEMP_PASSWORD_VALIDITY_SECONDS = 30 * 60;
export const TEMP_PASSWORD_LENGTH = 10;
// No look-alikes (0/O, 1/l/I): the player types it from an e-mail or an SMS.
const TEMP_PASSWORD_LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const TEMP_PASSWORD_DIGITS = '23456789';

/** Ten letters and digits, at least one of each, from the operating system's random source. */
export function randomTempPassword(): string {
  const alphabet = TEMP_PASSWORD_LETTERS + TEMP_PASSWORD_DIGITS;
  for (;;) {
    const value = Array.from(
      { length: TEMP_PASSWORD_LENGTH },
      () => alphabet[randomInt(alphabet.length)],
    ).join('');
    if (/\d/.test(value) && /[a-z]/i.test(value)) return value;
  }
}

/** The throttle keys of recovery and password change (scope 'recovery' of throttle.ts). */
export const recoveryKeys = {
  user: (username: string) => throttleKey.username('recovery', username),
  /** RecuperoPass without a username and RecuperoUser: by the e-mail or mobile given. */
  contact: (type: RecoveryType, value: string) => `recovery:contact:${type}:${value.trim().toLowerCase()}`,
  address: (address: string) => throttleKey.address('recovery', address),
  /** The login throttle of the account, which a successful recovery resets. */
  login: (username: string) => throttleKey.username('login', username),
  changePassword: (playerId: number) => throttleKey.account('change-password', playerId),
};

const mobileDigits = (value: string) => value.replace(/\D/g, '');

/** The mobile a player types (letters and digits only, so no '+') matches with or without the 39 prefix. */
function mobileMatches(stored: string, typed: string): boolean {
  const entered = typed.trim();
  if (!/^\d+$/.test(entered)) return false;
  const digits = mobileDigits(stored);
  return digits === entered || digits === `39${entered}`;
}

const temporaryPasswordEmail = (nome: string, password: string) =>
  [
    `Ciao ${nome},`,
    '',
    `la tua password temporanea è: ${password}`,
    '',
    'È valida 30 minuti e si può usare una sola volta: al primo accesso ti chiederemo di scegliere una nuova password.',
    'Se non hai chiesto tu il recupero della password, ignora questo messaggio: la tua password attuale resta valida.',
  ].join('\n');

const temporaryPasswordSms = (password: string) =>
  `La tua password temporanea è ${password}. Valida 30 minuti, una sola volta: al primo accesso sceglierai una nuova password.`;

const usernameEmail = (nome: string, username: string) =>
  [
    `Ciao ${nome},`,
    '',
    `il tuo username è: ${username}`,
    '',
    'Se non hai chiesto tu il recupero dello username, ignora questo messaggio.',
  ].join('\n');

const passwordChangedEmail = (nome: string) =>
  [
    `Ciao ${nome},`,
    '',
    'la password del tuo conto di gioco è stata modificata e tutte le sessioni aperte sono state chiuse.',
    "Se non sei stato tu, contatta subito l'assistenza clienti.",
  ].join('\n');

/**
 * The question answered when the data name no account: the same for the same data every time, and
 * spread over the four questions like real ones, so the reply does not tell whether the account
 * exists. Keyed by a server secret (a public hash would let anyone predict it) and by username AND
 * contact: a decoy keyed by the username alone would differ from the real question only when the
 * contact is wrong, telling a stranger which e-mail belongs to the account.
 */
export function decoyQuestionFor(
  secret: string,
  type: RecoveryType,
  username: string,
  value: string,
): SecurityQuestion {
  const key = createHmac('sha256', secret).update('recovery-decoy-question').digest();
  const digest = createHmac('sha256', key)
    .update(`${type}\n${username.trim().toLowerCase()}\n${value.trim().toLowerCase()}`)
    .digest();
  return { ...SECURITY_QUESTIONS[digest.readUInt32BE(0) % SECURITY_QUESTIONS.length]! };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;

export function createRecoveryService(deps: {
  db: Database;
  outbox: Outbox;
  sessions: SessionStore;
  /** Keys the decoy questions: without it nobody can tell a decoy from a real question. */
  secret: string;
}) {
  const { db, outbox, sessions } = deps;

  /**
   * The players the recovery data name, through a confirmed contact only (a password is never sent
   * to an address or number the player has not proved): by username and contact, or, without a
   * username, by the contact alone.
   */
  async function candidates(
    executor: Executor,
    request: { type: RecoveryType; value: string; username?: string },
  ): Promise<Player[]> {
    const value = request.value.trim();
    const username = request.username?.trim() ?? '';
    let rows: Player[];
    if (username) {
      const player = await findPlayerByUsername(executor, username);
      rows = player ? [player] : [];
    } else if (request.type === RECOVERY_TYPE.email) {
      rows = await findPlayersByEmail(executor, value);
    } else {
      rows = await findPlayersByMobileDigits(executor, /^\d+$/.test(value) ? value : '-');
    }
    return rows.filter((player) =>
      request.type === RECOVERY_TYPE.email
        ? player.playerConfirmed && player.email.toLowerCase() === value.toLowerCase()
        : player.confirmedMobile && mobileMatches(player.cellulare, value),
    );
  }

  /** Whether the answer to the player's own question is right; an Argon2id check runs either way. */
  async function answerMatches(player: Player | undefined, security: SecurityAnswer[]): Promise<boolean> {
    const given = player && security.find((entry) => entry.id === player.securityQuestionId);
    if (!player?.securityAnswerHash || !given) {
      await verifyAgainstDummy(security[0]?.answer ?? '');
      return false;
    }
    return verifySecurityAnswer(player.securityAnswerHash, given.answer);
  }

  /** The latest temporary password of the player, spent (by the login) and not yet expired. */
  const isSpentTemporaryPassword = (playerId: number, password: string) =>
    isLatestSpentCode(db, { playerId, purpose: 'temp-password', code: password });

  const throttled = (): RecoveryResult => ({
    returnCodeField: RECOVERY_CODE.throttled,
    returnDescriptionField: SERVER_MESSAGES.recoveryThrottled,
  });

  return {
    /** GetSecurityQuestion: the account's question when the data match, a decoy otherwise. */
    async securityQuestion(request: {
      Type: RecoveryType;
      Value: string;
      Username: string;
    }): Promise<SecurityQuestion> {
      const decoy = decoyQuestionFor(deps.secret, request.Type, request.Username, request.Value);
      const found = await candidates(db, {
        type: request.Type,
        value: request.Value,
        username: request.Username,
      });
      const ids = new Set(found.map((player) => player.securityQuestionId));
      const [id] = ids;
      const real =
        found.length > 0 && ids.size === 1 ? SECURITY_QUESTIONS.find((q) => q.id === id) : undefined;
      return real ? { ...real } : decoy;
    },

    /**
     * RecuperoPass: a right answer sends a single-use temporary password (30 minutes) to the
     * confirmed e-mail or mobile; the player's password keeps working until it is used. The reply
     * is the same whatever the data; failures are throttled by the data given and by address.
     */
    async recoverPassword(
      request: { type: RecoveryType; value: string; username?: string; security: SecurityAnswer[] },
      context: { address: string },
    ): Promise<RecoveryResult> {
      const channel = request.type === RECOVERY_TYPE.email ? 'email' : 'sms';
      const accepted: RecoveryResult = {
        returnCodeField: RECOVERY_CODE.accepted,
        returnDescriptionField:
          channel === 'email' ? SERVER_MESSAGES.recoveryRequestedEmail : SERVER_MESSAGES.recoveryRequestedSms,
      };
      const dataKey = request.username?.trim()
        ? recoveryKeys.user(request.username)
        : recoveryKeys.contact(request.type, request.value);
      const attempt = await guardedAttempt(
        db,
        {
          keys: [dataKey, recoveryKeys.address(context.address)],
          // Reset in the transaction that sends the password, with the account's other counts.
          resetOnPass: [],
          lockedEvent: { event: 'recovery-failed', playerId: null, detail: { reason: 'throttled', channel } },
          failedEvent: ({ player }) => ({
            event: 'recovery-failed',
            playerId: player?.id ?? null,
            detail: { reason: player ? 'wrong-answer' : 'no-match', channel },
          }),
        },
        async () => {
          const found = await candidates(db, request);
          // An e-mail or mobile shared by several accounts names none of them without a username.
          const player = found.length === 1 ? found[0] : undefined;
          const passed = (await answerMatches(player, request.security)) && !!player;
          return { verdict: passed ? ('passed' as const) : ('failed' as const), player };
        },
      );
      if (attempt.status === 'locked') return throttled();
      const { player } = attempt.result;
      if (attempt.status !== 'passed' || !player) return accepted;

      await inTransaction(db, async (tx) => {
        const password = await issueCode(tx, {
          playerId: player.id,
          purpose: 'temp-password',
          code: randomTempPassword(),
          validitySeconds: TEMP_PASSWORD_VALIDITY_SECONDS,
        });
        if (channel === 'email') {
          await outbox.sendEmail(tx, {
            to: player.email,
            subject: 'La tua password temporanea',
            body: temporaryPasswordEmail(player.nome, password),
            purpose: 'temp-password',
            playerId: player.id,
          });
        } else {
          await outbox.sendSms(tx, {
            to: player.cellulare,
            body: temporaryPasswordSms(password),
            purpose: 'temp-password',
            playerId: player.id,
          });
        }
        await recordSecurityEvent(tx, 'recovery-requested', player.id, { channel });
        // The account may log in again (with either password); its recovery counts start over.
        await resetFailures(tx, recoveryKeys.login(player.username));
        await resetFailures(tx, recoveryKeys.user(player.username));
        await resetFailures(tx, dataKey);
      });
      return accepted;
    },

    /** RecuperoUser: the username by e-mail when e-mail and answer match; the same reply otherwise. */
    async recoverUsername(
      request: { email: string; security: SecurityAnswer },
      context: { address: string },
    ): Promise<RecoveryResult> {
      const accepted: RecoveryResult = {
        returnCodeField: RECOVERY_CODE.accepted,
        returnDescriptionField: SERVER_MESSAGES.usernameRecoveryRequested,
      };
      const dataKey = recoveryKeys.contact(RECOVERY_TYPE.email, request.email);
      const attempt = await guardedAttempt(
        db,
        {
          keys: [dataKey, recoveryKeys.address(context.address)],
          resetOnPass: [],
          lockedEvent: {
            event: 'recovery-failed',
            playerId: null,
            detail: { reason: 'throttled', channel: 'username' },
          },
          failedEvent: ({ asked }) => ({
            event: 'recovery-failed',
            playerId: asked[0]?.id ?? null,
            detail: { reason: asked.length > 0 ? 'wrong-answer' : 'no-match', channel: 'username' },
          }),
        },
        async () => {
          const found = await candidates(db, { type: RECOVERY_TYPE.email, value: request.email });
          const asked = found.filter((player) => player.securityQuestionId === request.security.id);
          const recovered: Player[] = [];
          if (asked.length === 0) await answerMatches(undefined, [request.security]);
          for (const player of asked) {
            if (await answerMatches(player, [request.security])) recovered.push(player);
          }
          return {
            verdict: recovered.length > 0 ? ('passed' as const) : ('failed' as const),
            asked,
            recovered,
          };
        },
      );
      if (attempt.status === 'locked') return throttled();
      if (attempt.status !== 'passed') return accepted;
      const { recovered } = attempt.result;

      await inTransaction(db, async (tx) => {
        for (const player of recovered) {
          await outbox.sendEmail(tx, {
            to: player.email,
            subject: 'Il tuo username',
            body: usernameEmail(player.nome, player.username),
            purpose: 'username-recovery',
            playerId: player.id,
          });
          await recordSecurityEvent(tx, 'username-recovered', player.id, null);
        }
        await resetFailures(tx, dataKey);
      });
      return accepted;
    },

    /**
     * EL_ChangePassword. The old password is the current one or, while a change is required, the
     * recovery's temporary password the player logged in with (spent at login, still within its 30
     * minutes). Success closes every session of the player.
     */
    async changePassword(
      playerId: number,
      request: ChangePasswordRequest,
    ): Promise<{ returnCode: number; returnDescription: string }> {
      const fail = async (returnCode: number, returnDescription: string, reason: string) => {
        await recordSecurityEvent(db, 'password-change-failed', playerId, { reason });
        return { returnCode, returnDescription };
      };
      const failed = (reason: string) =>
        ({ event: 'password-change-failed', playerId, detail: { reason } }) as const;
      const key = recoveryKeys.changePassword(playerId);
      const attempt = await guardedAttempt(
        db,
        {
          keys: [key],
          // Reset in the transaction that changes the password, with the account's other counts.
          resetOnPass: [],
          lockedEvent: failed('throttled'),
          failedEvent: () => failed('wrong-old-password'),
        },
        async () => {
          // A new password that could never be accepted is no guess of the old one: not counted.
          const notTried = (reason: 'weak-password' | 'confirmation') =>
            ({ verdict: 'not-tried', reason, player: null }) as const;
          if (!isStrongPassword(request.newPassword)) return notTried('weak-password');
          if (request.newPassword !== request.newPasswordConfirm) return notTried('confirmation');
          const player = await findPlayerById(db, playerId);
          if (!player) throw new Error(`player ${playerId} of an open session not found`);
          const oldOk =
            (await verifyPassword(player.passwordHash, request.oldPassword)) ||
            (player.cambioPassword && (await isSpentTemporaryPassword(playerId, request.oldPassword)));
          return { verdict: oldOk ? ('passed' as const) : ('failed' as const), reason: null, player };
        },
      );
      if (attempt.status === 'locked')
        return {
          returnCode: CHANGE_PASSWORD_CODE.throttled,
          returnDescription: SERVER_MESSAGES.changePasswordThrottled,
        };
      if (attempt.status === 'failed')
        return {
          returnCode: CHANGE_PASSWORD_CODE.wrongOldPassword,
          returnDescription: SERVER_MESSAGES.wrongOldPassword,
        };
      const { player, reason } = attempt.result;
      if (reason === 'weak-password')
        return fail(CHANGE_PASSWORD_CODE.weakPassword, VALIDATION_MESSAGES.passwordWeak, reason);
      if (reason === 'confirmation' || !player)
        return fail(CHANGE_PASSWORD_CODE.passwordsDiffer, VALIDATION_MESSAGES.passwordsDiffer, reason);
      if (
        request.newPassword === request.oldPassword ||
        (await verifyPassword(player.passwordHash, request.newPassword))
      ) {
        return fail(CHANGE_PASSWORD_CODE.sameAsOld, SERVER_MESSAGES.passwordSameAsOld, 'same-as-old');
      }
      if (await isPreviousPassword(db, playerId, request.newPassword)) {
        return fail(CHANGE_PASSWORD_CODE.recentlyUsed, SERVER_MESSAGES.passwordRecentlyUsed, 'recently-used');
      }

      const passwordHash = await hashPassword(request.newPassword);
      const revoked = await inTransaction(db, async (tx) => {
        await setPassword(tx, playerId, passwordHash);
        // A temporary password not used yet dies with the change.
        await spendCodes(tx, { playerId, purpose: 'temp-password' });
        const closed = await sessions.revokeAllOf(tx, playerId, 'password-changed');
        await resetFailures(tx, key);
        await resetFailures(tx, recoveryKeys.user(player.username));
        await resetFailures(tx, recoveryKeys.login(player.username));
        await recordSecurityEvent(tx, 'password-changed', playerId, { required: player.cambioPassword });
        await outbox.sendEmail(tx, {
          to: player.email,
          subject: 'Password modificata',
          body: passwordChangedEmail(player.nome),
          purpose: 'password-changed',
          playerId,
        });
        return closed;
      });
      await sessions.announceRevoked(revoked);
      return { returnCode: CHANGE_PASSWORD_CODE.ok, returnDescription: SERVER_MESSAGES.passwordChanged };
    },
  };
}

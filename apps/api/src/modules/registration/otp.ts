import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { OTP_VALIDITY_SECONDS } from '@conto-gioco/shared/constants';
import { OTP_CODE, OTP_TYPE } from '@conto-gioco/shared/registration';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import type { Outbox } from '../outbox/service.ts';
import { hashCode, randomDigits } from '../security/one-time-codes.ts';
import {
  answer,
  normaliseEmail,
  normaliseMobile,
  REGISTRATION_RULES,
  type Envelope,
  type OtpType,
} from './rules.ts';
import { registrationVerifications } from './schema.ts';

/**
 * The pending registrations (numConto) and the OTPs that prove their mobile and e-mail
 * (access.md §4 'Registration flow': VerifyRegister opens one, VerifyOtpCode and SendOtpCode).
 */

export type Verification = typeof registrationVerifications.$inferSelect;

const otpSms = (code: string) =>
  `Il tuo codice per verificare il cellulare è ${code}. Vale 3 minuti. Non comunicarlo a nessuno.`;
const otpEmail = (code: string) =>
  [
    'Ciao,',
    '',
    `il codice per verificare il tuo indirizzo e-mail è: ${code}`,
    '',
    'Vale 3 minuti. Se non stai aprendo un conto di gioco, ignora questo messaggio.',
  ].join('\n');

/** The verification columns of one OTP type. */
function otpColumns(type: OtpType) {
  const t = registrationVerifications;
  return type === OTP_TYPE.mobile
    ? {
        hash: t.mobileCodeHash,
        expiresAt: t.mobileCodeExpiresAt,
        attempts: t.mobileCodeAttempts,
        verifiedAt: t.mobileVerifiedAt,
      }
    : {
        hash: t.emailCodeHash,
        expiresAt: t.emailCodeExpiresAt,
        attempts: t.emailCodeAttempts,
        verifiedAt: t.emailVerifiedAt,
      };
}
function otpState(row: Verification, type: OtpType) {
  return type === OTP_TYPE.mobile
    ? {
        hash: row.mobileCodeHash,
        expiresAt: row.mobileCodeExpiresAt,
        attempts: row.mobileCodeAttempts,
        verifiedAt: row.mobileVerifiedAt,
      }
    : {
        hash: row.emailCodeHash,
        expiresAt: row.emailCodeExpiresAt,
        attempts: row.emailCodeAttempts,
        verifiedAt: row.emailVerifiedAt,
      };
}
/** The values that give a type a fresh code. */
function freshCode(type: OtpType, code: string, now: Date) {
  const expiresAt = new Date(now.getTime() + OTP_VALIDITY_SECONDS * 1000);
  return type === OTP_TYPE.mobile
    ? { mobileCodeHash: hashCode(code), mobileCodeExpiresAt: expiresAt, mobileCodeAttempts: 0 }
    : { emailCodeHash: hashCode(code), emailCodeExpiresAt: expiresAt, emailCodeAttempts: 0 };
}

/** A pending registration still open (not used, not expired), by its numConto. */
export async function pendingVerification(executor: Executor, numConto: string, now: Date) {
  const [row] = await executor
    .select()
    .from(registrationVerifications)
    .where(
      and(
        eq(registrationVerifications.id, numConto),
        isNull(registrationVerifications.playerId),
        gt(registrationVerifications.expiresAt, now),
      ),
    );
  return row;
}

/** Marks the pending registration used by the player; false when another account used it first. */
export async function useVerification(tx: Executor, id: string, playerId: number): Promise<boolean> {
  const used = await tx
    .update(registrationVerifications)
    .set({ playerId })
    .where(and(eq(registrationVerifications.id, id), isNull(registrationVerifications.playerId)))
    .returning({ id: registrationVerifications.id });
  return used.length === 1;
}

export type RegistrationOtps = ReturnType<typeof createOtps>;

export function createOtps(deps: { db: Database; outbox: Outbox }) {
  const { db, outbox } = deps;

  /** Writes fresh codes of the types and sends them, in the caller's transaction. */
  async function sendCodes(tx: Executor, row: Verification, types: OtpType[], now: Date) {
    for (const type of types) {
      const code = randomDigits(6);
      await tx
        .update(registrationVerifications)
        .set(freshCode(type, code, now))
        .where(eq(registrationVerifications.id, row.id));
      if (type === OTP_TYPE.mobile) {
        await outbox.sendSms(tx, { to: row.cellulare, body: otpSms(code), purpose: 'registration-otp' });
      } else {
        await outbox.sendEmail(tx, {
          to: row.email,
          subject: 'Il codice per verificare la tua e-mail',
          body: otpEmail(code),
          purpose: 'registration-otp',
        });
      }
    }
  }

  return {
    /** The newest open registration of the same person and contacts, to resume. */
    async pendingFor(contacts: { cf: string; email: string; mobile: string }, now: Date) {
      const [pending] = await db
        .select()
        .from(registrationVerifications)
        .where(
          and(
            eq(registrationVerifications.codiceFiscale, contacts.cf),
            sql`lower(${registrationVerifications.email}) = ${normaliseEmail(contacts.email)}`,
            eq(registrationVerifications.cellulare, contacts.mobile),
            isNull(registrationVerifications.playerId),
            gt(registrationVerifications.expiresAt, now),
          ),
        )
        .orderBy(desc(registrationVerifications.createdAt))
        .limit(1);
      return pending;
    },

    /** Sends new codes for the contacts of a resumed registration still to verify. */
    async resume(pending: Verification, now: Date): Promise<void> {
      const unverified = [
        ...(pending.mobileVerifiedAt ? [] : [OTP_TYPE.mobile]),
        ...(pending.emailVerifiedAt ? [] : [OTP_TYPE.email]),
      ];
      await inTransaction(db, (tx) => sendCodes(tx, pending, unverified, now));
    },

    /** Opens a pending registration, and sends its two codes unless the OTP step is disabled. */
    async start(
      contacts: { cf: string; email: string; mobile: string },
      sendOtps: boolean,
      now: Date,
    ): Promise<string> {
      // Not guessable: the OTP calls name the registration by it.
      const numConto = randomBytes(16).toString('hex');
      await inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(registrationVerifications)
          .values({
            id: numConto,
            codiceFiscale: contacts.cf,
            email: contacts.email,
            cellulare: contacts.mobile,
            createdAt: now,
            expiresAt: new Date(now.getTime() + REGISTRATION_RULES.VERIFICATION_TTL_SECONDS * 1000),
          })
          .returning();
        if (sendOtps) await sendCodes(tx, row!, [OTP_TYPE.mobile, OTP_TYPE.email], now);
      });
      return numConto;
    },

    /** VerifyOtpCode: the code of the type, for the registration's own mobile or e-mail. */
    async verifyOtp(
      request: { numConto: string; codice: string; type: OtpType; data: string },
      now = new Date(),
    ): Promise<Envelope<null>> {
      const row = await pendingVerification(db, request.numConto, now);
      if (!row) return answer(OTP_CODE.notFound, SERVER_MESSAGES.otpNotFound);
      const sameContact =
        request.type === OTP_TYPE.mobile
          ? normaliseMobile(request.data) === row.cellulare
          : normaliseEmail(request.data) === normaliseEmail(row.email);
      if (!sameContact) return answer(OTP_CODE.dataMismatch, SERVER_MESSAGES.otpDataMismatch);
      const state = otpState(row, request.type);
      if (state.verifiedAt) return answer(OTP_CODE.ok, SERVER_MESSAGES.otpVerified);
      if (!state.hash) {
        return state.attempts >= REGISTRATION_RULES.OTP_MAX_ATTEMPTS
          ? answer(OTP_CODE.tooManyAttempts, SERVER_MESSAGES.otpTooManyAttempts)
          : answer(OTP_CODE.expired, SERVER_MESSAGES.otpExpired);
      }
      if (!state.expiresAt || state.expiresAt <= now)
        return answer(OTP_CODE.expired, SERVER_MESSAGES.otpExpired);

      const columns = otpColumns(request.type);
      const current = and(eq(registrationVerifications.id, row.id), eq(columns.hash, state.hash));
      if (hashCode(request.codice) !== state.hash) {
        // Counted on the code it was meant for; the fifth wrong try spends it.
        const [counted] = await db
          .update(registrationVerifications)
          .set(
            request.type === OTP_TYPE.mobile
              ? { mobileCodeAttempts: sql`${columns.attempts} + 1` }
              : { emailCodeAttempts: sql`${columns.attempts} + 1` },
          )
          .where(current)
          .returning({ attempts: columns.attempts });
        if (
          (counted?.attempts ?? REGISTRATION_RULES.OTP_MAX_ATTEMPTS) >= REGISTRATION_RULES.OTP_MAX_ATTEMPTS
        ) {
          await db
            .update(registrationVerifications)
            .set(request.type === OTP_TYPE.mobile ? { mobileCodeHash: null } : { emailCodeHash: null })
            .where(eq(registrationVerifications.id, row.id));
          return answer(OTP_CODE.tooManyAttempts, SERVER_MESSAGES.otpTooManyAttempts);
        }
        return answer(OTP_CODE.wrong, SERVER_MESSAGES.otpWrong);
      }
      // Spent only if still the same code: of two requests racing with it, one wins.
      const verified = await db
        .update(registrationVerifications)
        .set(
          request.type === OTP_TYPE.mobile
            ? { mobileVerifiedAt: now, mobileCodeHash: null }
            : { emailVerifiedAt: now, emailCodeHash: null },
        )
        .where(current)
        .returning({ id: registrationVerifications.id });
      return verified.length === 1
        ? answer(OTP_CODE.ok, SERVER_MESSAGES.otpVerified)
        : answer(OTP_CODE.expired, SERVER_MESSAGES.otpExpired);
    },

    /** SendOtpCode (ours): a new code of the type, at most once a minute. */
    async sendOtp(request: { numConto: string; type: OtpType }, now = new Date()): Promise<Envelope<null>> {
      const row = await pendingVerification(db, request.numConto, now);
      if (!row) return answer(OTP_CODE.notFound, SERVER_MESSAGES.otpNotFound);
      const state = otpState(row, request.type);
      if (state.verifiedAt) return answer(OTP_CODE.ok, SERVER_MESSAGES.otpVerified);
      const issuedAt = state.expiresAt ? state.expiresAt.getTime() - OTP_VALIDITY_SECONDS * 1000 : 0;
      if (now.getTime() - issuedAt < REGISTRATION_RULES.OTP_RESEND_INTERVAL_SECONDS * 1000)
        return answer(OTP_CODE.tooSoon, SERVER_MESSAGES.otpTooSoon);
      await inTransaction(db, (tx) => sendCodes(tx, row, [request.type], now));
      return answer(OTP_CODE.ok, SERVER_MESSAGES.otpResent);
    },
  };
}

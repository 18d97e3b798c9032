import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { LoginResponse } from '@conto-gioco/shared/auth';
import { LOGGED_IN_CODES } from '@conto-gioco/shared/auth-codes';
import {
  ACCOUNT_STATE,
  ITALY_COUNTRY_ID,
  OTP_VALIDITY_SECONDS,
  TIME_ZONE,
} from '@conto-gioco/shared/constants';
import {
  DEPOSIT_LIMIT_OPTIONS_CENTS,
  ESTERO_MUNICIPALITY_ID,
  OTP_CODE,
  OTP_TYPE,
  REGISTRATION_CODE,
  VERIFY_REGISTER_CODE,
  type generateCfRequest,
  type Nation,
  type preRegisterRequest,
  type VnePrefill,
} from '@conto-gioco/shared/registration';
import {
  type registrationRequest,
  type verifyRegisterRequest,
} from '@conto-gioco/shared/registration-requests';
import { registrationClosed } from '@conto-gioco/shared/registration-window';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import {
  CodiceFiscale,
  fiscalCodeDetails,
  withoutOmocodia,
} from '@conto-gioco/shared/validation/fiscal-code';
import { mobile as mobileRule } from '@conto-gioco/shared/validation/registration-fields';
import { VALIDATION_MESSAGES } from '@conto-gioco/shared/validation/messages';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import type { AuthService } from '../auth/service.ts';
import { hashPassword, hashSecurityAnswer } from '../auth/passwords.ts';
import { players } from '../auth/schema.ts';
import type { SiteConfigService } from '../environment/service.ts';
import type { Outbox } from '../outbox/service.ts';
import { recordSecurityEvent } from '../security/audit.ts';
import { hashCode, randomDigits } from '../security/one-time-codes.ts';
import { securityThrottles } from '../security/schema.ts';
import type { BotCheck } from '../../plugins/app/bot-check.ts';
import {
  convertLegacyAccount,
  openWallet,
  recordConsents,
  takeContractNumber,
  violatedConstraint,
} from './accounts.ts';
import { DOCUMENT_ISSUERS, DOCUMENT_TYPES, municipalityById, municipalityIdOf } from './reference-data.ts';
import {
  legacyAccounts,
  nations,
  preRegistrations,
  promoCodes,
  registrationVerifications,
} from './schema.ts';
import type { VneAdapter } from './vne.ts';

export type RegistrationInput = Omit<z.output<typeof registrationRequest>, 'cellulare'> & {
  cellulare: string;
};
export type VerifyRegisterInput = z.output<typeof verifyRegisterRequest>;
export type PreRegisterInput = z.output<typeof preRegisterRequest>;
export type GenerateCfInput = z.output<typeof generateCfRequest>;
export type RegisterCall = 'Register' | 'RegisterUser' | 'RegisterMulti';
type OtpType = 1 | 2;
type PromoKind = 'bonus' | 'cart-coupon';
/** What names a person and an account: each is unique among the players. */
type AccountKeys = { cf: string; email: string; mobile: string; username: string };
type ContactsProof = { verification: Verification | null; legacyAccountNumber: string | null };
export type RegistrationResult = Envelope<NonNullable<LoginResponse['ResponseData']>>;

/** The unique indexes of players, by the data each keeps unique. */
const PLAYER_UNIQUE_INDEXES: Record<string, keyof AccountKeys> = {
  players_codice_fiscale_uq: 'cf',
  players_username_lower_uq: 'username',
  players_email_lower_uq: 'email',
  players_cellulare_uq: 'mobile',
};

type Envelope<T> = { ResponseCode: number; ResponseMessage: string; ResponseData: T | null };
const answer = <T>(code: number, message: string, data: T | null = null): Envelope<T> => ({
  ResponseCode: code,
  ResponseMessage: message,
  ResponseData: data,
});

/** Rules of the registration (docs/decisions.md, registration (issue 4)). */
export const REGISTRATION_RULES = {
  /** VerifyRegister calls allowed per address per hour; more are abnormal traffic (-3). */
  VERIFICATIONS_PER_ADDRESS_PER_HOUR: 20,
  /** How long a pending registration (numConto) and its verified contacts stay usable. */
  VERIFICATION_TTL_SECONDS: 24 * 60 * 60,
  /** Wrong tries a single OTP allows before it is spent. */
  OTP_MAX_ATTEMPTS: 5,
  /** SendOtpCode: at most one new code per type this often. */
  OTP_RESEND_INTERVAL_SECONDS: 60,
  MINIMUM_AGE: 18,
  /** The step of the OTPs; listed in RegistrationDisabledSteps, Register needs no OTP. */
  OTP_STEP: 11,
} as const;

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

// ---------- small pure helpers ----------

/** The mobile as stored: blanks removed. */
export const normaliseMobile = (value: string) => value.replace(/\s+/g, '');
const normaliseEmail = (value: string) => value.trim().toLowerCase();
const orNull = (value: string | null | undefined) => value?.trim() || null;

/** YYYY-MM-DD of today in Europe/Rome. */
export function romeDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, dateStyle: 'short' }).format(now);
}

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** Full years from `birth` to `today` (both YYYY-MM-DD). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** codice-fiscale-js's computation; null when the data cannot give a code. */
export function computeFiscalCode(data: {
  nome: string;
  cognome: string;
  sesso: 'M' | 'F';
  dataNascita: string;
  catastale: string;
}): string | null {
  if (!isCalendarDate(data.dataNascita)) return null;
  const [year, month, day] = data.dataNascita.split('-').map(Number) as [number, number, number];
  try {
    return CodiceFiscale.compute({
      name: data.nome,
      surname: data.cognome,
      gender: data.sesso,
      day,
      month,
      year,
      birthplace: data.catastale,
    });
  } catch {
    return null;
  }
}

/** Whether the code is the one the data give (omocodia allowed: the first 15 characters, decoded). */
export function fiscalCodeMatches(code: string, computed: string): boolean {
  return withoutOmocodia(code).slice(0, 15) === computed.slice(0, 15);
}

/** Step numbers of the site variable RegistrationDisabledSteps ('3, 9'). */
export function disabledSteps(value: string | null): Set<number> {
  return new Set(
    (value ?? '')
      .split(/[\s,;]+/)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  );
}

/** A refusal decided inside the transaction: rolls it back and becomes the answer. */
class Refusal extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    readonly text: string,
  ) {
    super(`registration refused: ${reason}`);
  }
}

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
type Verification = typeof registrationVerifications.$inferSelect;
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

export type RegistrationService = ReturnType<typeof createRegistrationService>;

export function createRegistrationService(deps: {
  db: Database;
  outbox: Outbox;
  siteConfig: SiteConfigService;
  botCheck: Pick<BotCheck, 'verify'>;
  auth: Pick<AuthService, 'loginVerifiedPlayer'>;
  vne: VneAdapter;
}) {
  const { db, outbox, siteConfig, botCheck, auth } = deps;

  // Nations never change once seeded: read once per instance.
  let nationCache: Promise<Nation[]> | undefined;
  function allNations(): Promise<Nation[]> {
    nationCache ??= db
      .select()
      .from(nations)
      .then((rows) => {
        const list = rows.map((row) => ({ Id: row.id, Nome: row.name, Catastale: row.catastale }));
        // Italy first, then the others alphabetically.
        return list.sort(
          (a, b) =>
            Number(b.Id === ITALY_COUNTRY_ID) - Number(a.Id === ITALY_COUNTRY_ID) ||
            a.Nome.localeCompare(b.Nome, 'it'),
        );
      })
      .catch((error: unknown) => {
        nationCache = undefined;
        throw error;
      });
    return nationCache;
  }
  const nationById = async (id: number) => (await allNations()).find((n) => n.Id === id);

  async function isClosed(now: Date): Promise<boolean> {
    const [registrationEnabled, withdrawOnly, nightLock] = await Promise.all([
      siteConfig.isOn('Registration_Enabled'),
      siteConfig.isOn('ConsentiSoloPrelievo'),
      siteConfig.isOn('RegistrationLockedDuringNight'),
    ]);
    return registrationClosed({ registrationEnabled, withdrawOnly, nightLock }, now);
  }

  const otpStepDisabled = async () =>
    disabledSteps(await siteConfig.value('RegistrationDisabledSteps')).has(REGISTRATION_RULES.OTP_STEP);

  /** The mobile rule of the site (MobileNumberRegExpr, else Italian +39): the message, or null when valid. */
  async function mobileProblem(value: string): Promise<string | null> {
    const parsed = mobileRule(await siteConfig.value('MobileNumberRegExpr')).safeParse(value);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? VALIDATION_MESSAGES.required);
  }

  /** The cadastral code of a birth place, or null when the pair names none. */
  async function birthCatastale(nazioneId: number, comuneId: number): Promise<string | null> {
    if (nazioneId === ITALY_COUNTRY_ID) {
      if (comuneId === ESTERO_MUNICIPALITY_ID) return null;
      return municipalityById(comuneId)?.Catastale ?? null;
    }
    if (comuneId !== ESTERO_MUNICIPALITY_ID) return null;
    return (await nationById(nazioneId))?.Catastale ?? null;
  }

  /** Counts a verification from the address in a fixed one-hour window; answers the count. */
  async function countVerification(address: string, now: Date): Promise<number> {
    const key = `registration-verify:ip:${address}`;
    const windowStart = new Date(now.getTime() - 60 * 60 * 1000);
    const stale = sql`${securityThrottles.updatedAt} < ${windowStart}`;
    // updatedAt holds the start of the current window here.
    const [row] = await db
      .insert(securityThrottles)
      .values({ key, failures: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: securityThrottles.key,
        set: {
          failures: sql`case when ${stale} then 1 else ${securityThrottles.failures} + 1 end`,
          updatedAt: sql`case when ${stale} then ${now}::timestamptz else ${securityThrottles.updatedAt} end`,
        },
      })
      .returning({ count: securityThrottles.failures });
    return row!.count;
  }

  /** Who already has this fiscal code, e-mail, mobile or username here. */
  async function taken(
    executor: Executor,
    data: { cf?: string; email?: string; mobile?: string; username?: string },
  ) {
    const has = async (condition: ReturnType<typeof sql>) =>
      (await executor.select({ id: players.id }).from(players).where(condition).limit(1)).length > 0;
    return {
      cf: data.cf ? await has(sql`${players.codiceFiscale} = ${data.cf}`) : false,
      email: data.email ? await has(sql`lower(${players.email}) = ${normaliseEmail(data.email)}`) : false,
      mobile: data.mobile ? await has(sql`${players.cellulare} = ${data.mobile}`) : false,
      username: data.username ? await has(sql`lower(${players.username}) = lower(${data.username})`) : false,
    };
  }

  async function pendingVerification(executor: Executor, numConto: string, now: Date) {
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

  const refusedEvent = (step: string, reason: string) =>
    recordSecurityEvent(db, 'registration-refused', null, { step, reason });

  const editData = (reason: string, text: string) => new Refusal(REGISTRATION_CODE.editData, reason, text);

  /**
   * Every rule on the form's data (access.md §5), whatever the client checked: the mobile, the
   * fiscal code against the person, the age, the birth place, the residence, the document.
   */
  async function dataProblem(request: RegistrationInput, now: Date): Promise<Refusal | null> {
    const today = romeDate(now);
    const mobileError = await mobileProblem(normaliseMobile(request.cellulare));
    if (mobileError) return editData('mobile-format', mobileError);
    if (!isCalendarDate(request.dataNascita)) return editData('birth-date', SERVER_MESSAGES.birthDateInvalid);
    // Date and sex as the code reads them (two-digit-year rule): a minor cannot claim another century.
    const details = fiscalCodeDetails(request.codiceFiscale, now);
    if (!details || details.dataNascita !== request.dataNascita || details.sesso !== request.sesso)
      return editData('fiscal-code-mismatch', SERVER_MESSAGES.fiscalCodeMismatch);
    if (ageOn(details.dataNascita, today) < REGISTRATION_RULES.MINIMUM_AGE)
      return new Refusal(REGISTRATION_CODE.blocked, 'underage', SERVER_MESSAGES.registrationUnderage);
    const catastale = await birthCatastale(request.nazioneNascitaId, request.comuneNascitaId);
    if (!catastale) return editData('birth-place', SERVER_MESSAGES.birthPlaceInvalid);
    const computed = computeFiscalCode({ ...request, catastale });
    if (!computed || !fiscalCodeMatches(request.codiceFiscale, computed))
      return editData('fiscal-code-mismatch', SERVER_MESSAGES.fiscalCodeMismatch);

    const residenceOk = !(await nationById(request.nazioneResidenzaId))
      ? false
      : request.nazioneResidenzaId === ITALY_COUNTRY_ID
        ? municipalityById(request.comuneResidenzaId)?.Soppresso === false
        : request.comuneResidenzaId === ESTERO_MUNICIPALITY_ID;
    if (!residenceOk) return editData('residence', SERVER_MESSAGES.residenceInvalid);

    if (
      !DOCUMENT_TYPES.some((item) => item.Id === request.tipoDocumentoId) ||
      !DOCUMENT_ISSUERS.some((item) => item.Id === request.enteRilascioId) ||
      (request.comuneRilascioId !== ESTERO_MUNICIPALITY_ID && !municipalityById(request.comuneRilascioId))
    )
      return editData('document', SERVER_MESSAGES.documentDataInvalid);
    const issued = request.dataRilascioDocumento;
    if (!isCalendarDate(issued) || issued > today || issued < request.dataNascita)
      return editData('document-issue-date', SERVER_MESSAGES.documentIssueDateInvalid);
    if (!isCalendarDate(request.dataScadenzaDocumento) || request.dataScadenzaDocumento <= today)
      return editData('document-expired', SERVER_MESSAGES.documentExpired);
    // The schema allows only the 14 options; checked again for callers of the service.
    if (!DEPOSIT_LIMIT_OPTIONS_CENTS.includes(request.deposito.importo))
      return editData('deposit-limit', VALIDATION_MESSAGES.required);
    return null;
  }

  /** The promo code (upper-case) and its kind; a refusal when no active code has the name. */
  async function promoOf(value: string): Promise<Refusal | { code: string | null; kind: PromoKind | null }> {
    const code = orNull(value)?.toUpperCase() ?? null;
    if (!code) return { code: null, kind: null };
    const [promo] = await db
      .select()
      .from(promoCodes)
      .where(and(eq(promoCodes.code, code), eq(promoCodes.active, true)));
    return promo ? { code, kind: promo.kind } : editData('promo-code', SERVER_MESSAGES.promoCodeUnknown);
  }

  /**
   * What proves the contacts: for RegisterMulti, the same person's legacy account still to convert;
   * otherwise the pending registration of the same data with both OTPs verified, unless step 11 is
   * disabled (the contacts then stay unconfirmed).
   */
  async function contactsProof(
    call: RegisterCall,
    person: AccountKeys,
    numconto: string,
    now: Date,
  ): Promise<Refusal | ContactsProof> {
    if (call === 'RegisterMulti') {
      const [legacy] = numconto
        ? await db
            .select()
            .from(legacyAccounts)
            .where(and(eq(legacyAccounts.accountNumber, numconto), isNull(legacyAccounts.migratedPlayerId)))
        : [];
      const same =
        legacy &&
        legacy.codiceFiscale === person.cf &&
        normaliseEmail(legacy.email) === normaliseEmail(person.email) &&
        normaliseMobile(legacy.cellulare) === person.mobile;
      return same
        ? { verification: null, legacyAccountNumber: legacy.accountNumber }
        : new Refusal(REGISTRATION_CODE.otpMissing, 'legacy-mismatch', SERVER_MESSAGES.multiAccountMismatch);
    }
    const row = numconto ? await pendingVerification(db, numconto, now) : undefined;
    const verified =
      row &&
      row.codiceFiscale === person.cf &&
      normaliseEmail(row.email) === normaliseEmail(person.email) &&
      row.cellulare === person.mobile &&
      row.mobileVerifiedAt &&
      row.emailVerifiedAt;
    if (verified) return { verification: row, legacyAccountNumber: null };
    if (await otpStepDisabled()) return { verification: null, legacyAccountNumber: null };
    return new Refusal(REGISTRATION_CODE.otpMissing, 'otp-missing', SERVER_MESSAGES.otpMissing);
  }

  /** The refusal for data another account already has, the person's own first. */
  function duplicateRefusal(found: Partial<Record<keyof AccountKeys, boolean>>): Refusal | null {
    if (found.cf)
      return new Refusal(
        REGISTRATION_CODE.blocked,
        'fiscal-code-registered',
        SERVER_MESSAGES.registrationBlocked,
      );
    if (found.username) return editData('username-taken', VALIDATION_MESSAGES.usernameTaken);
    if (found.email) return editData('email-taken', SERVER_MESSAGES.emailInUse);
    if (found.mobile)
      return new Refusal(REGISTRATION_CODE.mobileInUse, 'mobile-taken', SERVER_MESSAGES.mobileInUse);
    return null;
  }

  /**
   * The account in one transaction: the player, the wallet, the consents, the proof of contacts
   * marked used, the audit event. Throws a Refusal when the proof was used in between, and the
   * database's error when a unique index refuses the player.
   */
  function openAccount(
    call: RegisterCall,
    request: RegistrationInput,
    account: {
      keys: AccountKeys;
      proof: ContactsProof;
      promo: { code: string | null; kind: PromoKind | null };
      passwordHash: string;
      securityAnswerHash: string;
    },
    now: Date,
  ): Promise<number> {
    const { keys, proof, promo } = account;
    const verification = proof.verification;
    return inTransaction(db, async (tx) => {
      const contractNumber = await takeContractNumber(tx);
      const [inserted] = await tx
        .insert(players)
        .values({
          username: keys.username,
          passwordHash: account.passwordHash,
          passwordChangedAt: now,
          contractNumber,
          nome: request.nome.trim(),
          cognome: request.cognome.trim(),
          email: keys.email,
          cellulare: keys.mobile,
          statoConto: ACCOUNT_STATE.PROVISIONAL,
          userStatusOk: false,
          confirmedMobile: verification !== null,
          playerConfirmed: verification !== null,
          lastMobileVerificationAt: verification?.mobileVerifiedAt ?? null,
          lastEmailVerificationAt: verification?.emailVerifiedAt ?? null,
          securityQuestionId: request.security.id,
          securityAnswerHash: account.securityAnswerHash,
          depositLimit: request.deposito.importo,
          depositLimitPeriod: request.deposito.tipoPeriodo,
          codiceFiscale: keys.cf,
          sesso: request.sesso,
          dataNascita: request.dataNascita,
          nazioneNascitaId: request.nazioneNascitaId,
          comuneNascitaId: request.comuneNascitaId,
          nazioneResidenzaId: request.nazioneResidenzaId,
          indirizzoResidenza: request.indirizzoResidenza.trim(),
          capResidenza: request.capResidenza,
          comuneResidenzaId: request.comuneResidenzaId,
          tipoDocumentoId: request.tipoDocumentoId,
          numeroDocumento: request.numeroDocumento.trim().toUpperCase(),
          enteRilascioId: request.enteRilascioId,
          comuneRilascioId: request.comuneRilascioId,
          rilasciatoDocumento: orNull(request.rilasciatoDocumento),
          dataRilascioDocumento: request.dataRilascioDocumento,
          dataScadenzaDocumento: request.dataScadenzaDocumento,
          father: orNull(request.father),
          codicePromo: promo.code,
          refer: orNull(request.refer),
          btag: orNull(request.btag),
          btagType: orNull(request.btagType),
          sourceId: orNull(request.sourceId),
          legacyAccountNumber: proof.legacyAccountNumber,
          createdAt: now,
        })
        .returning({ id: players.id });
      const playerId = inserted!.id;

      await openWallet(tx, playerId);
      await recordConsents(
        tx,
        playerId,
        {
          privacyMaggiorenne: request.privacyMaggiorenne,
          privacyContratto: request.privacyContratto,
          privacyCondizioniGenerali: request.privacyCondizioniGenerali,
          privacyInformativa: request.privacyInformativa,
          privacyMarketing: request.privacyMarketing,
          privacyProfilazione: request.privacyProfilazione,
          comunicazioniSms: request.comunicazioniSms,
          comunicazioniPush: request.comunicazioniPush,
          comunicazioniPosta: request.comunicazioniPosta,
          comunicazioniTelefono: request.comunicazioniTelefono,
        },
        (flag) => request.newsletter.some((item) => item.flag_consenso === flag && item.accettato),
        now,
      );

      // A pending registration opens one account, a legacy account is converted once.
      if (verification) {
        const used = await tx
          .update(registrationVerifications)
          .set({ playerId })
          .where(
            and(
              eq(registrationVerifications.id, verification.id),
              isNull(registrationVerifications.playerId),
            ),
          )
          .returning({ id: registrationVerifications.id });
        if (used.length !== 1)
          throw new Refusal(REGISTRATION_CODE.otpMissing, 'otp-used', SERVER_MESSAGES.otpMissing);
      }
      if (proof.legacyAccountNumber) {
        const converted = await convertLegacyAccount(tx, proof.legacyAccountNumber, playerId, now);
        if (!converted)
          throw new Refusal(
            REGISTRATION_CODE.otpMissing,
            'legacy-used',
            SERVER_MESSAGES.multiAccountMismatch,
          );
      }
      await recordSecurityEvent(tx, 'registered', playerId, {
        call,
        contactsVerified: verification !== null,
        promo: promo.kind,
      });
      return playerId;
    });
  }

  return {
    nations: allNations,
    isClosed,

    /** GenerateCF: the code of the data, with the birth place's cadastral code (a Zxxx abroad). */
    async generateCf(request: GenerateCfInput): Promise<Envelope<{ codice: string }>> {
      const catastale = await birthCatastale(request.nazioneId, request.comuneId);
      const codice =
        catastale &&
        computeFiscalCode({
          nome: request.nome,
          cognome: request.cognome,
          sesso: request.sesso,
          dataNascita: request.dataNascita,
          catastale,
        });
      return codice ? answer(0, '', { codice }) : answer(-1, SERVER_MESSAGES.fiscalCodeNotComputable);
    },

    /** ReversedCF: the municipality or the nation of a cadastral code. */
    async reversedCf(catastale: string): Promise<Envelope<{ Id: number; Nome: string; Estero: boolean }>> {
      if (catastale.startsWith('Z')) {
        const nation = (await allNations()).find((n) => n.Catastale === catastale);
        return nation
          ? answer(0, '', { Id: nation.Id, Nome: nation.Nome, Estero: true })
          : answer(-1, SERVER_MESSAGES.catastaleUnknown);
      }
      const municipality = municipalityById(municipalityIdOf(catastale));
      return municipality
        ? answer(0, '', { Id: municipality.Id, Nome: municipality.Nome, Estero: false })
        : answer(-1, SERVER_MESSAGES.catastaleUnknown);
    },

    /** CheckNick: whether nobody here has the username, whatever its case. */
    async checkNick(
      username: string,
      recaptcha: string | undefined,
    ): Promise<Envelope<{ available: boolean }>> {
      if (!(await botCheck.verify(recaptcha, 'AccountCheckNick', { reusable: true })))
        return answer(VERIFY_REGISTER_CODE.abnormalTraffic, SERVER_MESSAGES.botCheckFailed);
      const { username: isTaken } = await taken(db, { username });
      return answer(0, isTaken ? VALIDATION_MESSAGES.usernameTaken : '', { available: !isTaken });
    },

    /** PreRegister: keeps the lead of step 1 when the module is on. */
    async preRegister(request: PreRegisterInput, now = new Date()): Promise<Envelope<null>> {
      if (await isClosed(now)) return answer(REGISTRATION_CODE.closed, SERVER_MESSAGES.registrationClosed);
      if (!(await siteConfig.isOn('PreRegistration_Enabled')))
        return answer(-1, SERVER_MESSAGES.preRegistrationOff);
      await db.insert(preRegistrations).values({
        firstName: request.FirstName,
        lastName: request.LastName,
        email: request.Email.trim(),
        mobile: normaliseMobile(request.Mobile),
        createdAt: now,
      });
      return answer(0, '');
    },

    /**
     * VerifyRegister (access.md §4 'Registration flow'): checks the person and the contacts, then
     * opens (or resumes) a pending registration and sends its OTPs.
     */
    async verifyRegister(
      request: VerifyRegisterInput,
      context: { address: string },
      now = new Date(),
    ): Promise<Envelope<{ numConto: string | null; isMulti: boolean }>> {
      if (await isClosed(now)) return answer(REGISTRATION_CODE.closed, SERVER_MESSAGES.registrationClosed);
      if (!(await botCheck.verify(request.Recaptcha, 'AccountRegistration'))) {
        await refusedEvent('verify', 'bot-check');
        return answer(VERIFY_REGISTER_CODE.abnormalTraffic, SERVER_MESSAGES.abnormalTraffic);
      }
      if (
        (await countVerification(context.address, now)) >
        REGISTRATION_RULES.VERIFICATIONS_PER_ADDRESS_PER_HOUR
      ) {
        await refusedEvent('verify', 'address-rate');
        return answer(VERIFY_REGISTER_CODE.abnormalTraffic, SERVER_MESSAGES.abnormalTraffic);
      }
      const cf = request.CodiceFiscale;
      const email = request.Email.trim();
      const mobile = normaliseMobile(request.Mobile);
      const mobileError = await mobileProblem(mobile);
      if (mobileError) return answer(VERIFY_REGISTER_CODE.editData, mobileError);

      const details = fiscalCodeDetails(cf, now);
      if (!details || ageOn(details.dataNascita, romeDate(now)) < REGISTRATION_RULES.MINIMUM_AGE) {
        await refusedEvent('verify', 'underage');
        return answer(VERIFY_REGISTER_CODE.blocked, SERVER_MESSAGES.registrationUnderage);
      }
      const used = await taken(db, { cf, email, mobile });
      if (used.cf) {
        await refusedEvent('verify', 'fiscal-code-registered');
        return answer(VERIFY_REGISTER_CODE.blocked, SERVER_MESSAGES.registrationBlocked);
      }
      if (used.email) return answer(VERIFY_REGISTER_CODE.editData, SERVER_MESSAGES.emailInUse);
      if (used.mobile) return answer(VERIFY_REGISTER_CODE.editData, SERVER_MESSAGES.mobileInUseVerify);

      // The same person, with the same contacts, on the group's other site: RegisterMulti at once.
      const legacy = await db
        .select()
        .from(legacyAccounts)
        .where(and(eq(legacyAccounts.codiceFiscale, cf), isNull(legacyAccounts.migratedPlayerId)));
      const sameContacts = legacy.find(
        (account) =>
          normaliseEmail(account.email) === normaliseEmail(email) &&
          normaliseMobile(account.cellulare) === mobile,
      );
      if (sameContacts) {
        return answer(VERIFY_REGISTER_CODE.multiAccount, SERVER_MESSAGES.multiAccountFound, {
          numConto: sameContacts.accountNumber,
          isMulti: true,
        });
      }

      const sendOtps = !(await otpStepDisabled());
      const [pending] = await db
        .select()
        .from(registrationVerifications)
        .where(
          and(
            eq(registrationVerifications.codiceFiscale, cf),
            sql`lower(${registrationVerifications.email}) = ${normaliseEmail(email)}`,
            eq(registrationVerifications.cellulare, mobile),
            isNull(registrationVerifications.playerId),
            gt(registrationVerifications.expiresAt, now),
          ),
        )
        .orderBy(desc(registrationVerifications.createdAt))
        .limit(1);
      if (pending?.mobileVerifiedAt && pending.emailVerifiedAt) {
        return answer(VERIFY_REGISTER_CODE.alreadyVerified, SERVER_MESSAGES.contactsAlreadyVerified, {
          numConto: pending.id,
          isMulti: false,
        });
      }
      if (pending) {
        const unverified = [
          ...(pending.mobileVerifiedAt ? [] : [OTP_TYPE.mobile]),
          ...(pending.emailVerifiedAt ? [] : [OTP_TYPE.email]),
        ];
        if (sendOtps) await inTransaction(db, (tx) => sendCodes(tx, pending, unverified, now));
        return answer(VERIFY_REGISTER_CODE.otpResumed, sendOtps ? SERVER_MESSAGES.otpResumed : '', {
          numConto: pending.id,
          isMulti: false,
        });
      }

      // Not guessable: the OTP calls name the registration by it.
      const numConto = randomBytes(16).toString('hex');
      await inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(registrationVerifications)
          .values({
            id: numConto,
            codiceFiscale: cf,
            email,
            cellulare: mobile,
            createdAt: now,
            expiresAt: new Date(now.getTime() + REGISTRATION_RULES.VERIFICATION_TTL_SECONDS * 1000),
          })
          .returning();
        if (sendOtps) await sendCodes(tx, row!, [OTP_TYPE.mobile, OTP_TYPE.email], now);
      });
      return answer(VERIFY_REGISTER_CODE.otpRequired, sendOtps ? SERVER_MESSAGES.otpSent : '', {
        numConto,
        isMulti: false,
      });
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

    /** GetVnePrefill (ours): what the VNE service knows of the source, through its adapter. */
    async vnePrefill(sourceId: string): Promise<Envelope<VnePrefill>> {
      const found = await deps.vne.prefill(sourceId);
      return found ? answer(0, '', found) : answer(-1, SERVER_MESSAGES.vneNotFound);
    },

    /**
     * Register, RegisterUser and RegisterMulti: every rule again on the server, then the account in
     * one transaction, then the login (access.md §4; docs/decisions.md, registration (issue 4)).
     */
    async register(
      call: RegisterCall,
      request: RegistrationInput,
      now = new Date(),
    ): Promise<RegistrationResult> {
      const refuse = async (refusal: Refusal): Promise<RegistrationResult> => {
        await refusedEvent(call, refusal.reason);
        return answer(refusal.code, refusal.text);
      };
      if (await isClosed(now))
        return refuse(new Refusal(REGISTRATION_CODE.closed, 'closed', SERVER_MESSAGES.registrationClosed));
      if (call !== 'RegisterMulti') {
        const newRegistration = await siteConfig.isOn('NewRegistration_Enabled');
        if (newRegistration !== (call === 'Register'))
          return refuse(
            new Refusal(REGISTRATION_CODE.wrongCall, 'wrong-call', SERVER_MESSAGES.registrationWrongCall),
          );
      }
      if (!(await botCheck.verify(request.recaptcha, 'AccountRegistrationFinal')))
        return refuse(
          new Refusal(REGISTRATION_CODE.abnormalTraffic, 'bot-check', SERVER_MESSAGES.abnormalTraffic),
        );

      const problem = await dataProblem(request, now);
      if (problem) return refuse(problem);
      const promo = await promoOf(request.codicePromo);
      if (promo instanceof Refusal) return refuse(promo);
      const keys: AccountKeys = {
        cf: request.codiceFiscale,
        email: request.email.trim(),
        mobile: normaliseMobile(request.cellulare),
        username: request.username.trim(),
      };
      // Before the duplicates: only a caller who proved the contacts learns which data are taken.
      const proof = await contactsProof(call, keys, request.numconto?.trim() ?? '', now);
      if (proof instanceof Refusal) return refuse(proof);
      const duplicate = duplicateRefusal(await taken(db, keys));
      if (duplicate) return refuse(duplicate);

      // Argon2id takes a while: outside the transaction, which then holds its lock briefly.
      const account = {
        keys,
        proof,
        promo,
        passwordHash: await hashPassword(request.password),
        securityAnswerHash: await hashSecurityAnswer(request.security.answer),
      };
      let playerId: number;
      try {
        playerId = await openAccount(call, request, account, now);
      } catch (error) {
        if (error instanceof Refusal) return refuse(error);
        // A registration committed in between with the same person, username or contact.
        const constraint = violatedConstraint(error);
        const field = constraint ? PLAYER_UNIQUE_INDEXES[constraint] : undefined;
        const refusal = field ? duplicateRefusal({ [field]: true }) : null;
        if (refusal) return refuse(refusal);
        throw error;
      }

      const login = await auth.loginVerifiedPlayer(playerId, { method: 'registration' });
      if (!LOGGED_IN_CODES.includes(login.ResponseCode) || !login.ResponseData)
        return answer(login.ResponseCode, login.ResponseMessage);
      return promo.kind === 'cart-coupon'
        ? answer(REGISTRATION_CODE.couponInCart, SERVER_MESSAGES.couponInCart, login.ResponseData)
        : answer(REGISTRATION_CODE.ok, '', login.ResponseData);
    },
  };
}

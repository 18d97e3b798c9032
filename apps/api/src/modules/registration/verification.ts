import { and, eq, isNull } from 'drizzle-orm';
import { ITALY_COUNTRY_ID } from '@conto-gioco/shared/constants';
import {
  DEPOSIT_LIMIT_OPTIONS_CENTS,
  ESTERO_MUNICIPALITY_ID,
  REGISTRATION_CODE,
} from '@conto-gioco/shared/registration';
import { registrationClosed } from '@conto-gioco/shared/registration-window';
import { romeDate } from '@conto-gioco/shared/rome-time';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { fiscalCodeDetails } from '@conto-gioco/shared/validation/fiscal-code';
import { mobile as mobileRule } from '@conto-gioco/shared/validation/registration-fields';
import { VALIDATION_MESSAGES } from '@conto-gioco/shared/validation/messages';
import type { Database, Executor } from '../../db/client.ts';
import { anyPlayerWith } from '../auth/players.ts';
import type { SiteConfigService } from '../environment/service.ts';
import { countInWindow } from '../security/throttle.ts';
import type { RegistrationLookups } from './look-ups.ts';
import { pendingVerification, type Verification } from './otp.ts';
import { DOCUMENT_ISSUERS, DOCUMENT_TYPES, municipalityById } from './reference-data.ts';
import {
  ageOn,
  computeFiscalCode,
  disabledSteps,
  fiscalCodeMatches,
  isCalendarDate,
  normaliseEmail,
  normaliseMobile,
  orNull,
  Refusal,
  REGISTRATION_RULES,
  type AccountKeys,
  type PromoKind,
  type RegisterCall,
  type RegistrationInput,
} from './rules.ts';
import { legacyAccounts, promoCodes } from './schema.ts';

/**
 * The checks of a registration, whatever the client checked (access.md §5): the site's switches,
 * the form's data, the promo code, the proof of the contacts, and the data other players have.
 */

export type ContactsProof = { verification: Verification | null; legacyAccountNumber: string | null };
export type Promo = { code: string | null; kind: PromoKind | null };

const editData = (reason: string, text: string) => new Refusal(REGISTRATION_CODE.editData, reason, text);

/** Who already has this fiscal code, e-mail, mobile or username here. */
export async function taken(
  executor: Executor,
  data: { cf?: string; email?: string; mobile?: string; username?: string },
) {
  return {
    cf: data.cf ? await anyPlayerWith(executor, { codiceFiscale: data.cf }) : false,
    email: data.email ? await anyPlayerWith(executor, { email: normaliseEmail(data.email) }) : false,
    mobile: data.mobile ? await anyPlayerWith(executor, { cellulare: data.mobile }) : false,
    username: data.username ? await anyPlayerWith(executor, { username: data.username }) : false,
  };
}

/** The refusal for data another account already has, the person's own first. */
export function duplicateRefusal(found: Partial<Record<keyof AccountKeys, boolean>>): Refusal | null {
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

export type RegistrationChecks = ReturnType<typeof createChecks>;

export function createChecks(deps: {
  db: Database;
  siteConfig: SiteConfigService;
  lookups: RegistrationLookups;
}) {
  const { db, siteConfig, lookups } = deps;

  const otpStepDisabled = async () =>
    disabledSteps(await siteConfig.value('RegistrationDisabledSteps')).has(REGISTRATION_RULES.OTP_STEP);

  /** The mobile rule of the site (MobileNumberRegExpr, else Italian +39): the message, or null when valid. */
  async function mobileProblem(value: string): Promise<string | null> {
    const parsed = mobileRule(await siteConfig.value('MobileNumberRegExpr')).safeParse(value);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? VALIDATION_MESSAGES.required);
  }

  return {
    otpStepDisabled,
    mobileProblem,

    async isClosed(now: Date): Promise<boolean> {
      const [registrationEnabled, withdrawOnly, nightLock] = await Promise.all([
        siteConfig.isOn('Registration_Enabled'),
        siteConfig.isOn('ConsentiSoloPrelievo'),
        siteConfig.isOn('RegistrationLockedDuringNight'),
      ]);
      return registrationClosed({ registrationEnabled, withdrawOnly, nightLock }, now);
    },

    /** Counts a verification from the address in a fixed one-hour window; answers the count. */
    async countVerification(address: string, now: Date): Promise<number> {
      return countInWindow(db, `registration-verify:ip:${address}`, 60 * 60, now);
    },

    /** The same person with the same contacts on the group's other site, still to convert. */
    async legacyWithSameContacts(contacts: { cf: string; email: string; mobile: string }) {
      const legacy = await db
        .select()
        .from(legacyAccounts)
        .where(and(eq(legacyAccounts.codiceFiscale, contacts.cf), isNull(legacyAccounts.migratedPlayerId)));
      return legacy.find(
        (account) =>
          normaliseEmail(account.email) === normaliseEmail(contacts.email) &&
          normaliseMobile(account.cellulare) === contacts.mobile,
      );
    },

    /**
     * Every rule on the form's data (access.md §5), whatever the client checked: the mobile, the
     * fiscal code against the person, the age, the birth place, the residence, the document.
     */
    async dataProblem(request: RegistrationInput, now: Date): Promise<Refusal | null> {
      const today = romeDate(now);
      const mobileError = await mobileProblem(normaliseMobile(request.cellulare));
      if (mobileError) return editData('mobile-format', mobileError);
      if (!isCalendarDate(request.dataNascita))
        return editData('birth-date', SERVER_MESSAGES.birthDateInvalid);
      // Date and sex as the code reads them (two-digit-year rule): a minor cannot claim another century.
      const details = fiscalCodeDetails(request.codiceFiscale, now);
      if (!details || details.dataNascita !== request.dataNascita || details.sesso !== request.sesso)
        return editData('fiscal-code-mismatch', SERVER_MESSAGES.fiscalCodeMismatch);
      if (ageOn(details.dataNascita, today) < REGISTRATION_RULES.MINIMUM_AGE)
        return new Refusal(REGISTRATION_CODE.blocked, 'underage', SERVER_MESSAGES.registrationUnderage);
      const catastale = await lookups.birthCatastale(request.nazioneNascitaId, request.comuneNascitaId);
      if (!catastale) return editData('birth-place', SERVER_MESSAGES.birthPlaceInvalid);
      const computed = computeFiscalCode({ ...request, catastale });
      if (!computed || !fiscalCodeMatches(request.codiceFiscale, computed))
        return editData('fiscal-code-mismatch', SERVER_MESSAGES.fiscalCodeMismatch);

      const residenceAndDocument = await residenceAndDocumentProblem(lookups, request, today);
      if (residenceAndDocument) return editData(residenceAndDocument.rule, residenceAndDocument.message);
      // The schema allows only the 14 options; checked again for callers of the service.
      if (!DEPOSIT_LIMIT_OPTIONS_CENTS.includes(request.deposito.importo))
        return editData('deposit-limit', VALIDATION_MESSAGES.required);
      return null;
    },

    /** The promo code (upper-case) and its kind; a refusal when no active code has the name. */
    async promoOf(value: string): Promise<Refusal | Promo> {
      const code = orNull(value)?.toUpperCase() ?? null;
      if (!code) return { code: null, kind: null };
      const [promo] = await db
        .select()
        .from(promoCodes)
        .where(and(eq(promoCodes.code, code), eq(promoCodes.active, true)));
      return promo ? { code, kind: promo.kind } : editData('promo-code', SERVER_MESSAGES.promoCodeUnknown);
    },

    /**
     * What proves the contacts: for RegisterMulti, the same person's legacy account still to convert;
     * otherwise the pending registration of the same data with both OTPs verified, unless step 11 is
     * disabled (the contacts then stay unconfirmed).
     */
    async contactsProof(
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
          : new Refusal(
              REGISTRATION_CODE.otpMissing,
              'legacy-mismatch',
              SERVER_MESSAGES.multiAccountMismatch,
            );
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
    },
  };
}

type ResidenceAndDocument = Pick<
  RegistrationInput,
  | 'dataNascita'
  | 'nazioneResidenzaId'
  | 'comuneResidenzaId'
  | 'tipoDocumentoId'
  | 'enteRilascioId'
  | 'comuneRilascioId'
  | 'dataRilascioDocumento'
  | 'dataScadenzaDocumento'
>;

/**
 * The registration's rules on the residence and the identity document (access.md §5), shared with
 * the profile's save (UpdateUser, issue 17): the rule broken and its message, or null.
 */
export async function residenceAndDocumentProblem(
  lookups: Pick<RegistrationLookups, 'nationById'>,
  request: ResidenceAndDocument,
  today: string,
): Promise<{ rule: string; message: string } | null> {
  const residenceOk = !(await lookups.nationById(request.nazioneResidenzaId))
    ? false
    : request.nazioneResidenzaId === ITALY_COUNTRY_ID
      ? municipalityById(request.comuneResidenzaId)?.Soppresso === false
      : request.comuneResidenzaId === ESTERO_MUNICIPALITY_ID;
  if (!residenceOk) return { rule: 'residence', message: SERVER_MESSAGES.residenceInvalid };
  if (
    !DOCUMENT_TYPES.some((item) => item.Id === request.tipoDocumentoId) ||
    !DOCUMENT_ISSUERS.some((item) => item.Id === request.enteRilascioId) ||
    (request.comuneRilascioId !== ESTERO_MUNICIPALITY_ID && !municipalityById(request.comuneRilascioId))
  )
    return { rule: 'document', message: SERVER_MESSAGES.documentDataInvalid };
  const issued = request.dataRilascioDocumento;
  if (!isCalendarDate(issued) || issued > today || issued < request.dataNascita)
    return { rule: 'document-issue-date', message: SERVER_MESSAGES.documentIssueDateInvalid };
  if (!isCalendarDate(request.dataScadenzaDocumento) || request.dataScadenzaDocumento <= today)
    return { rule: 'document-expired', message: SERVER_MESSAGES.documentExpired };
  return null;
}

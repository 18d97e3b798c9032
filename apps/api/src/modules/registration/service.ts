import { LOGGED_IN_CODES } from '@conto-gioco/shared/auth-codes';
import type { BotAction } from '@conto-gioco/shared/bot-check';
import { ACCOUNT_STATE } from '@conto-gioco/shared/constants';
import { REGISTRATION_CODE, VERIFY_REGISTER_CODE, type VnePrefill } from '@conto-gioco/shared/registration';
import { romeDate } from '@conto-gioco/shared/rome-time';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { fiscalCodeDetails } from '@conto-gioco/shared/validation/fiscal-code';
import { VALIDATION_MESSAGES } from '@conto-gioco/shared/validation/messages';
import { inTransaction, type Database } from '../../db/client.ts';
import type { AuthService } from '../auth/service.ts';
import { hashPassword, hashSecurityAnswer } from '../auth/passwords.ts';
import type { SiteConfigService } from '../environment/service.ts';
import type { Outbox } from '../outbox/service.ts';
import { isFiscalCodeExcluded } from '../responsible-gaming/exclusions.ts';
import { recordSecurityEvent } from '../security/audit.ts';
import { convertLegacyAccount, openAccount, takeContractNumber, violatedConstraint } from './accounts.ts';
import { createLookups } from './look-ups.ts';
import { createOtps, useVerification } from './otp.ts';
import {
  ageOn,
  answer,
  normaliseMobile,
  orNull,
  Refusal,
  REGISTRATION_RULES,
  type AccountKeys,
  type Envelope,
  type PreRegisterInput,
  type RegisterCall,
  type RegistrationInput,
  type RegistrationResult,
  type VerifyRegisterInput,
} from './rules.ts';
import { preRegistrations } from './schema.ts';
import { createChecks, duplicateRefusal, taken, type ContactsProof, type Promo } from './verification.ts';
import type { VneAdapter } from './vne.ts';
import { redeemCode } from '../bonuses/service.ts';

/** The unique indexes of players, by the data each keeps unique. */
const PLAYER_UNIQUE_INDEXES: Record<string, keyof AccountKeys> = {
  players_codice_fiscale_uq: 'cf',
  players_username_lower_uq: 'username',
  players_email_lower_uq: 'email',
  players_cellulare_uq: 'mobile',
};

/** The bot check's verification (plugins/app/bot-check.ts), as registration calls it. */
type BotVerifier = {
  verify(
    payload: string | null | undefined,
    action: BotAction,
    options?: { reusable?: boolean },
  ): Promise<boolean>;
};

export type RegistrationService = ReturnType<typeof createRegistrationService>;

/**
 * The registration's calls (access.md §4 'Registration flow'): each composes the look-ups, the
 * checks (verification.ts), the OTPs (otp.ts) and the account opening shared with the migration
 * (accounts.ts).
 */
export function createRegistrationService(deps: {
  db: Database;
  outbox: Outbox;
  siteConfig: SiteConfigService;
  botCheck: BotVerifier;
  auth: Pick<AuthService, 'loginVerifiedPlayer'>;
  vne: VneAdapter;
}) {
  const { db, outbox, siteConfig, botCheck, auth } = deps;
  const lookups = createLookups({ db });
  const checks = createChecks({ db, siteConfig, lookups });
  const otps = createOtps({ db, outbox });
  const { isClosed } = checks;

  const refusedEvent = (step: string, reason: string) =>
    recordSecurityEvent(db, 'registration-refused', null, { step, reason });

  /**
   * The account in one transaction: the player, the wallet, the consents, the proof of contacts
   * marked used, the audit event. Throws a Refusal when the proof was used in between, and the
   * database's error when a unique index refuses the player.
   */
  function openRegisteredAccount(
    call: RegisterCall,
    request: RegistrationInput,
    account: {
      keys: AccountKeys;
      proof: ContactsProof;
      promo: Promo;
      passwordHash: string;
      securityAnswerHash: string;
    },
    now: Date,
  ): Promise<number> {
    const { keys, proof, promo } = account;
    const verification = proof.verification;
    return inTransaction(db, async (tx) => {
      const contractNumber = await takeContractNumber(tx);
      const { id: playerId } = await openAccount(tx, {
        contractNumber,
        player: {
          username: keys.username,
          passwordHash: account.passwordHash,
          passwordChangedAt: now,
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
        },
        consents: {
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
        newsletterTicked: (flag) =>
          request.newsletter.some((item) => item.flag_consenso === flag && item.accettato),
        now,
      });

      // A pending registration opens one account, a legacy account is converted once.
      if (verification && !(await useVerification(tx, verification.id, playerId)))
        throw new Refusal(REGISTRATION_CODE.otpMissing, 'otp-used', SERVER_MESSAGES.otpMissing);
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
    nations: lookups.nations,
    isClosed,
    generateCf: lookups.generateCf,
    reversedCf: lookups.reversedCf,
    verifyOtp: otps.verifyOtp,
    sendOtp: otps.sendOtp,

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
        (await checks.countVerification(context.address, now)) >
        REGISTRATION_RULES.VERIFICATIONS_PER_ADDRESS_PER_HOUR
      ) {
        await refusedEvent('verify', 'address-rate');
        return answer(VERIFY_REGISTER_CODE.abnormalTraffic, SERVER_MESSAGES.abnormalTraffic);
      }
      const cf = request.CodiceFiscale;
      const email = request.Email.trim();
      const mobile = normaliseMobile(request.Mobile);
      const mobileError = await checks.mobileProblem(mobile);
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
      const contacts = { cf, email, mobile };
      const sameContacts = await checks.legacyWithSameContacts(contacts);
      if (sameContacts) {
        return answer(VERIFY_REGISTER_CODE.multiAccount, SERVER_MESSAGES.multiAccountFound, {
          numConto: sameContacts.accountNumber,
          isMulti: true,
        });
      }

      const sendOtps = !(await checks.otpStepDisabled());
      const pending = await otps.pendingFor(contacts, now);
      if (pending?.mobileVerifiedAt && pending.emailVerifiedAt) {
        return answer(VERIFY_REGISTER_CODE.alreadyVerified, SERVER_MESSAGES.contactsAlreadyVerified, {
          numConto: pending.id,
          isMulti: false,
        });
      }
      if (pending) {
        if (sendOtps) await otps.resume(pending, now);
        return answer(VERIFY_REGISTER_CODE.otpResumed, sendOtps ? SERVER_MESSAGES.otpResumed : '', {
          numConto: pending.id,
          isMulti: false,
        });
      }
      const numConto = await otps.start(contacts, sendOtps, now);
      return answer(VERIFY_REGISTER_CODE.otpRequired, sendOtps ? SERVER_MESSAGES.otpSent : '', {
        numConto,
        isMulti: false,
      });
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

      const problem = await checks.dataProblem(request, now);
      if (problem) return refuse(problem);
      const promo = await checks.promoOf(request.codicePromo);
      if (promo instanceof Refusal) return refuse(promo);
      const keys: AccountKeys = {
        cf: request.codiceFiscale,
        email: request.email.trim(),
        mobile: normaliseMobile(request.cellulare),
        username: request.username.trim(),
      };
      // Before the duplicates: only a caller who proved the contacts learns which data are taken.
      const proof = await checks.contactsProof(call, keys, request.numconto?.trim() ?? '', now);
      if (proof instanceof Refusal) return refuse(proof);
      // A self-exclusion of the whole account binds the person, whatever account they open.
      if (await isFiscalCodeExcluded(db, keys.cf, now))
        return refuse(
          new Refusal(REGISTRATION_CODE.blocked, 'self-excluded', SERVER_MESSAGES.registrationSelfExcluded),
        );
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
        playerId = await openRegisteredAccount(call, request, account, now);
      } catch (error) {
        if (error instanceof Refusal) return refuse(error);
        // A registration committed in between with the same person, username or contact.
        const constraint = violatedConstraint(error);
        const field = constraint ? PLAYER_UNIQUE_INDEXES[constraint] : undefined;
        const refusal = field ? duplicateRefusal({ [field]: true }) : null;
        if (refusal) return refuse(refusal);
        throw error;
      }
      // The promo code's bonus, through the bonus engine like RedeemBonus; a code with no offer
      // behind it, or an account that may not take one now, grants nothing.
      if (promo.kind === 'bonus' && promo.code)
        await redeemCode(db, playerId, promo.code, {
          withdrawOnly: await siteConfig.isOn('ConsentiSoloPrelievo'),
        });

      const login = await auth.loginVerifiedPlayer(playerId, { method: 'registration' });
      if (!LOGGED_IN_CODES.includes(login.ResponseCode) || !login.ResponseData)
        return answer(login.ResponseCode, login.ResponseMessage);
      return promo.kind === 'cart-coupon'
        ? answer(REGISTRATION_CODE.couponInCart, SERVER_MESSAGES.couponInCart, login.ResponseData)
        : answer(REGISTRATION_CODE.ok, '', login.ResponseData);
    },
  };
}

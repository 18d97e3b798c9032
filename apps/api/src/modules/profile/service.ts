import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { ok, refused, type Result } from '@conto-gioco/shared/envelope';
import {
  PROFILE_CODE,
  PROFILE_MESSAGES as MSG,
  type Anagrafica,
  type PrivacyChannels,
} from '@conto-gioco/shared/profile';
import { romeDate } from '@conto-gioco/shared/rome-time';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import type { z } from 'zod';
import type { updateUserRequest } from '@conto-gioco/shared/profile';
import { sqlState, type Database } from '../../db/client.ts';
import { verifyPassword } from '../auth/passwords.ts';
import {
  acceptTotpStep,
  anyPlayerWith,
  findPlayerById,
  replaceContact,
  setTwoFactor,
  updateProfileFields,
  type Player,
  type ProfileFields,
} from '../auth/players.ts';
import { totpStep } from '../auth/totp.ts';
import type { SiteConfigService } from '../environment/service.ts';
import type { Outbox } from '../outbox/service.ts';
import { readConsents, updateConsents } from '../registration/accounts.ts';
import { createLookups } from '../registration/look-ups.ts';
import { municipalityById } from '../registration/reference-data.ts';
import { computeFiscalCode, fiscalCodeMatches } from '../registration/rules.ts';
import { residenceAndDocumentProblem } from '../registration/verification.ts';
import { recordSecurityEvent } from '../security/audit.ts';
import { documentExpired } from '../status/service.ts';
import { consumeCode, issueCode } from '../security/one-time-codes.ts';
import { addressChanges } from './schema.ts';

type UpdateUserInput = z.output<typeof updateUserRequest>;
type ContactKind = 'email' | 'cellulare';

/** The registration's consent codes behind the profile's privacy keys. */
const CONSENT_CODES = {
  newsletter: 'privacyMarketing',
  sms: 'comunicazioniSms',
  push: 'comunicazioniPush',
  posta: 'comunicazioniPosta',
  telefono: 'comunicazioniTelefono',
  profilazione: 'privacyProfilazione',
} as const;

const profileSms = (code: string) =>
  `Il tuo codice per confermare le modifiche al profilo è ${code}. Non comunicarlo a nessuno.`;
const contactMessage = (code: string) =>
  `Il tuo codice per confermare il nuovo recapito è ${code}. Non comunicarlo a nessuno.`;

export type ProfileService = ReturnType<typeof createProfileService>;

export function createProfileService(deps: { db: Database; siteConfig: SiteConfigService; outbox: Outbox }) {
  const { db, siteConfig, outbox } = deps;
  const lookups = createLookups({ db });

  async function player(playerId: number): Promise<Player> {
    const found = await findPlayerById(db, playerId);
    if (!found) throw new Error(`player ${playerId} not found`);
    return found;
  }

  return {
    /** EL_GetAnagrafica: the profile data, the header and the consents with their time. */
    async anagrafica(playerId: number, now = new Date()): Promise<Anagrafica> {
      const p = await player(playerId);
      const consents = new Map((await readConsents(db, playerId)).map((row) => [row.code, row]));
      const consent = (key: keyof typeof CONSENT_CODES) =>
        consents.get(CONSENT_CODES[key])?.accepted ?? false;
      const privacyAggiornata: Record<string, string> = {};
      for (const [key, code] of Object.entries(CONSENT_CODES)) {
        const row = consents.get(code);
        if (row) privacyAggiornata[key] = row.recordedAt.toISOString();
      }
      const nameOf = (id: number | null) => (id === null ? null : (municipalityById(id)?.Nome ?? null));
      return {
        nome: p.nome,
        cognome: p.cognome,
        sesso: p.sesso === 'M' || p.sesso === 'F' ? p.sesso : null,
        dataNascita: p.dataNascita,
        nazioneNascitaId: p.nazioneNascitaId,
        comuneNascitaId: p.comuneNascitaId,
        comuneNascitaNome: nameOf(p.comuneNascitaId),
        codiceFiscale: p.codiceFiscale,
        nazioneResidenzaId: p.nazioneResidenzaId,
        indirizzoResidenza: p.indirizzoResidenza,
        capResidenza: p.capResidenza,
        comuneResidenzaId: p.comuneResidenzaId,
        comuneResidenzaNome: nameOf(p.comuneResidenzaId),
        email: p.email,
        cellulare: p.cellulare,
        tipoDocumentoId: p.tipoDocumentoId,
        numeroDocumento: p.numeroDocumento,
        enteRilascioId: p.enteRilascioId,
        comuneRilascioId: p.comuneRilascioId,
        comuneRilascioNome: nameOf(p.comuneRilascioId),
        dataRilascioDocumento: p.dataRilascioDocumento,
        dataScadenzaDocumento: p.dataScadenzaDocumento,
        documentoScaduto: documentExpired(p, now),
        statoDocumenti: p.userStatusOk ? 0 : 3,
        privacy: {
          newsletter: consent('newsletter'),
          sms: consent('sms'),
          push: consent('push'),
          posta: consent('posta'),
          telefono: consent('telefono'),
        },
        privacyAcceptProfilazione: consent('profilazione'),
        privacyAggiornata,
        username: p.username,
        numeroContratto: p.contractNumber,
        twoFactor: p.totpEnabled,
        padre: p.father,
      };
    },

    /**
     * UpdateUser: the registration's rules again; the fiscal code never changes, and the person's
     * data must still give it. A change of personal data needs the SMS code (-3333, then the same
     * save with otp); consents alone save at once, each with its time.
     */
    async updateUser(playerId: number, request: UpdateUserInput, now = new Date()): Promise<Result<null>> {
      const p = await player(playerId);
      if (
        request.codiceFiscale &&
        request.codiceFiscale.toUpperCase() !== (p.codiceFiscale ?? '').toUpperCase()
      )
        return refused(PROFILE_CODE.FISCAL_CODE_READ_ONLY, MSG.fiscalCodeReadOnly);
      const today = romeDate(now);

      const fields: ProfileFields = {
        nome: request.nome,
        cognome: request.cognome,
        sesso: request.sesso,
        dataNascita: request.dataNascita,
        nazioneNascitaId: request.nazioneNascitaId,
        comuneNascitaId: request.comuneNascitaId,
        nazioneResidenzaId: request.nazioneResidenzaId,
        indirizzoResidenza: request.indirizzoResidenza,
        capResidenza: request.capResidenza,
        comuneResidenzaId: request.comuneResidenzaId,
        tipoDocumentoId: request.tipoDocumentoId,
        numeroDocumento: request.numeroDocumento,
        enteRilascioId: request.enteRilascioId,
        comuneRilascioId: request.comuneRilascioId,
        rilasciatoDocumento: request.rilasciatoDocumento || null,
        dataRilascioDocumento: request.dataRilascioDocumento,
        dataScadenzaDocumento: request.dataScadenzaDocumento,
      };
      const changed = (Object.keys(fields) as (keyof ProfileFields)[]).filter(
        (key) => (fields[key] ?? null) !== (p[key] ?? null),
      );

      if (changed.length > 0) {
        const personChanged = changed.some((key) =>
          ['nome', 'cognome', 'sesso', 'dataNascita', 'nazioneNascitaId', 'comuneNascitaId'].includes(key),
        );
        if (personChanged && p.codiceFiscale) {
          const catastale = await lookups.birthCatastale(request.nazioneNascitaId, request.comuneNascitaId);
          if (!catastale) return refused(PROFILE_CODE.DATA_INVALID, SERVER_MESSAGES.birthPlaceInvalid);
          const computed = computeFiscalCode({ ...request, catastale });
          if (!computed || !fiscalCodeMatches(p.codiceFiscale, computed))
            return refused(PROFILE_CODE.DATA_INVALID, SERVER_MESSAGES.fiscalCodeMismatch);
        }
        const problem = await residenceAndDocumentProblem(lookups, request, today);
        if (problem) return refused(PROFILE_CODE.DATA_INVALID, problem.message);

        // The code confirms these very data: another save cannot reuse it.
        const subject = createHash('sha256').update(JSON.stringify(fields)).digest('hex');
        if (!request.otp) {
          const code = await issueCode(db, { playerId, purpose: 'profile-save', subject }, now);
          await outbox.sendSms(db, {
            to: p.cellulare,
            body: profileSms(code),
            purpose: 'profile-otp',
            playerId,
          });
          return refused(PROFILE_CODE.OTP_REQUIRED, MSG.otpRequired);
        }
        const check = await consumeCode(
          db,
          { playerId, purpose: 'profile-save', subject, code: request.otp },
          now,
        );
        if (check !== 'ok') return refused(PROFILE_CODE.OTP_INVALID, MSG.otpInvalid);
      }

      await db.transaction(async (tx) => {
        if (changed.length > 0) {
          await updateProfileFields(tx, playerId, fields);
          const addressChanged = changed.some((key) =>
            ['indirizzoResidenza', 'capResidenza', 'comuneResidenzaId'].includes(key),
          );
          if (addressChanged)
            await tx.insert(addressChanges).values({
              playerId,
              previousAddress: p.indirizzoResidenza,
              previousCap: p.capResidenza,
              previousComuneId: p.comuneResidenzaId,
              newAddress: request.indirizzoResidenza,
              newCap: request.capResidenza,
              newComuneId: request.comuneResidenzaId,
              changedAt: now,
            });
          await recordSecurityEvent(tx, 'profile-updated', playerId, { fields: changed.join(',') });
        }
        await updateConsents(
          tx,
          playerId,
          consentCodes(request.privacy, request.privacyAcceptProfilazione),
          now,
        );
      });
      return ok(null, MSG.saved);
    },

    /** Sends a code to the new e-mail or mobile; nothing changes until it is confirmed. */
    async requestContactChange(
      playerId: number,
      change: { tipo: ContactKind; valore: string },
      now = new Date(),
    ): Promise<Result<null>> {
      if (await siteConfig.isOn('ConsentiSoloPrelievo'))
        return refused(PROFILE_CODE.SECTION_DISABLED, MSG.sectionDisabled);
      const p = await player(playerId);
      const value = normaliseContact(change.tipo, change.valore);
      if (value.toLowerCase() === (change.tipo === 'email' ? p.email : p.cellulare).toLowerCase())
        return refused(PROFILE_CODE.CONTACT_UNCHANGED, MSG.contactUnchanged);
      if (await anyPlayerWith(db, { [change.tipo]: value }))
        return refused(PROFILE_CODE.CONTACT_TAKEN, MSG.contactTaken);
      const subject = `${change.tipo}:${value.toLowerCase()}`;
      await db.transaction(async (tx) => {
        const code = await issueCode(tx, { playerId, purpose: 'contact-change', subject }, now);
        if (change.tipo === 'email')
          await outbox.sendEmail(tx, {
            to: value,
            subject: 'Conferma il nuovo indirizzo e-mail',
            body: contactMessage(code),
            purpose: 'contact-change',
            playerId,
          });
        else
          await outbox.sendSms(tx, {
            to: value,
            body: contactMessage(code),
            purpose: 'contact-change',
            playerId,
          });
        await recordSecurityEvent(tx, 'contact-change-requested', playerId, { kind: change.tipo });
      });
      return ok(null, MSG.contactCodeSent(change.tipo));
    },

    /** The code sent to the new address: only now does it replace the old one. */
    async confirmContactChange(
      playerId: number,
      change: { tipo: ContactKind; valore: string; codice: string },
      now = new Date(),
    ): Promise<Result<null>> {
      const value = normaliseContact(change.tipo, change.valore);
      const subject = `${change.tipo}:${value.toLowerCase()}`;
      try {
        return await db.transaction(async (tx) => {
          const check = await consumeCode(
            tx,
            { playerId, purpose: 'contact-change', subject, code: change.codice },
            now,
          );
          if (check !== 'ok') return refused(PROFILE_CODE.CONTACT_CODE_INVALID, MSG.contactCodeInvalid);
          await replaceContact(tx, playerId, { kind: change.tipo, value }, now);
          await recordSecurityEvent(tx, 'contact-changed', playerId, { kind: change.tipo });
          return ok(null, change.tipo === 'email' ? MSG.emailVerified : MSG.mobileVerified);
        });
      } catch (error) {
        if (sqlState(error) === '23505') return refused(PROFILE_CODE.CONTACT_TAKEN, MSG.contactTaken);
        throw error;
      }
    },

    /** ActivateTwoFactor: a new secret, waiting for its first code. */
    async activateTwoFactor(playerId: number): Promise<Result<{ tfaSetupCode: string; otpauthUri: string }>> {
      if (!(await siteConfig.isOn('IsTwoFactorAuthenticationEnabled')))
        return refused(PROFILE_CODE.SECTION_DISABLED, MSG.sectionDisabled);
      const p = await player(playerId);
      if (p.totpEnabled) return refused(PROFILE_CODE.TWO_FACTOR_STATE, MSG.twoFactorAlreadyOn);
      const secret = new Secret({ size: 20 });
      await setTwoFactor(db, playerId, { secret: secret.base32, enabled: false });
      const issuer = (await siteConfig.value('SiteName')) || 'Conto Gioco';
      const uri = new TOTP({
        issuer,
        label: p.username,
        secret,
        algorithm: 'SHA1',
        digits: 6,
        period: 30,
      }).toString();
      return ok({ tfaSetupCode: secret.base32, otpauthUri: uri });
    },

    /** VerifyTwoFactor: the first right code of the pending secret turns two-factor on. */
    async verifyTwoFactor(playerId: number, code: string, now = new Date()): Promise<Result<null>> {
      const p = await player(playerId);
      if (p.totpEnabled || !p.totpSecret)
        return refused(PROFILE_CODE.TWO_FACTOR_STATE, MSG.twoFactorNotPending);
      const step = totpStep(p.totpSecret, code, now.getTime());
      if (step === null) {
        await recordSecurityEvent(db, 'two-factor-failed', playerId, { stage: 'setup' });
        return refused(PROFILE_CODE.TWO_FACTOR_WRONG, MSG.twoFactorWrong);
      }
      await setTwoFactor(db, playerId, { secret: p.totpSecret, enabled: true });
      await acceptTotpStep(db, playerId, step);
      await recordSecurityEvent(db, 'two-factor-changed', playerId, { enabled: true });
      return ok(null, MSG.twoFactorDone);
    },

    /**
     * DeactivateTwoFactor: turning an active two-factor off needs the password again; a set-up left
     * unverified is cleared without it.
     */
    async deactivateTwoFactor(playerId: number, password: string | undefined): Promise<Result<null>> {
      const p = await player(playerId);
      if (p.totpEnabled && !(password && (await verifyPassword(p.passwordHash, password))))
        return refused(PROFILE_CODE.WRONG_PASSWORD, MSG.wrongPassword);
      await setTwoFactor(db, playerId, { secret: null, enabled: false });
      if (p.totpEnabled) await recordSecurityEvent(db, 'two-factor-changed', playerId, { enabled: false });
      return ok(null, MSG.twoFactorDone);
    },
  };
}

function normaliseContact(kind: ContactKind, value: string): string {
  return kind === 'email' ? value.trim().toLowerCase() : value.replace(/\s+/g, '');
}

function consentCodes(privacy: PrivacyChannels, profilazione: boolean): Record<string, boolean> {
  return {
    [CONSENT_CODES.newsletter]: privacy.newsletter,
    [CONSENT_CODES.sms]: privacy.sms,
    [CONSENT_CODES.push]: privacy.push,
    [CONSENT_CODES.posta]: privacy.posta,
    [CONSENT_CODES.telefono]: privacy.telefono,
    [CONSENT_CODES.profilazione]: profilazione,
  };
}

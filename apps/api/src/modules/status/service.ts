import { randomBytes } from 'node:crypto';
import { ACCOUNT_STATE, CONTACT_REVERIFY_DAYS } from '@conto-gioco/shared/constants';
import {
  DOCUMENT_STATUS,
  DOCUMENT_STATUS_TEXTS,
  DOCUMENTS_DEADLINE_DAYS,
} from '@conto-gioco/shared/document-rules';
import { formatRomeDate, romeDate } from '@conto-gioco/shared/rome-time';
import {
  CONFIRM_MOBILE_CODE,
  DOCUMENT_STATE,
  STATUS_ITEM_NAMES,
  STATUS_ITEM_TEXTS,
  STATUS_SERVER_MESSAGES as MSG,
  type AccountStatus,
  type ConfirmMobileResponse,
  type HierarchyScreen,
  type StatusItemName,
  type StatusItems,
} from '@conto-gioco/shared/status';
import { inTransaction, type Database } from '../../db/client.ts';
import { accountRestrictions, blockedForDocuments } from '../auth/account-rules.ts';
import {
  acceptTerms,
  findPlayerById,
  findPlayersByEmail,
  markEmailConfirmed,
  markMobileConfirmed,
  type Player,
} from '../auth/players.ts';
import { documentSummary, type DocumentSummary } from '../documents/service.ts';
import type { SiteConfigService } from '../environment/service.ts';
import type { Outbox } from '../outbox/service.ts';
import { guardedAttempt } from '../security/attempts.ts';
import { recordSecurityEvent } from '../security/audit.ts';
import { consumeCode, findCodeHolder, issueCode, issuedWithin } from '../security/one-time-codes.ts';
import { throttleKey } from '../security/throttle.ts';

/** statoConto values that the esclusione item reads as an exclusion (access.md §4). */
const EXCLUSION_STATES: readonly number[] = [9, 70, 80];
/** statoConto 70 shows the warning 'Sei in modalità autoesclusione'. */
const SELF_EXCLUSION_WARNING_STATE = 70;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The confirmation e-mail's link works this long, once. */
export const EMAIL_LINK_VALIDITY_SECONDS = 24 * 60 * 60;
/** At most one confirmation e-mail per player in this many seconds, however often it is asked for. */
export const EMAIL_RESEND_INTERVAL_SECONDS = 60;

/** The site switches and variables the computation reads. */
export type StatusSettings = {
  verifyContactsModule: boolean;
  allSectionsDisabledModule: boolean;
  maxDaysFromLastVerification: number;
  modalClosable: boolean;
};

type Facts = Pick<
  Player,
  | 'statoConto'
  | 'userStatusOk'
  | 'esclusione'
  | 'cambioPassword'
  | 'termsAccepted'
  | 'richiedereIsPep'
  | 'confirmedMobile'
  | 'playerConfirmed'
  | 'lastMobileVerificationAt'
  | 'lastEmailVerificationAt'
  | 'email'
  | 'cellulare'
> &
  Partial<Pick<Player, 'createdAt' | 'blockedReason' | 'dataScadenzaDocumento'>>;

/**
 * The identity document on file is past its expiry date (a Europe/Rome day): withdrawals wait for a
 * valid one (issue 17), and the status recap says so.
 */
export const documentExpired = (player: Partial<Pick<Player, 'dataScadenzaDocumento'>>, now: Date) =>
  !!player.dataScadenzaDocumento && player.dataScadenzaDocumento < romeDate(now);

/** No document sent: what an account without a documents row has. */
const NO_DOCUMENTS: DocumentSummary = { received: 0, accepted: 0, refused: 0 };

/**
 * The account-status computation (access.md §4), one place for the modal, the badge, the status
 * page and the calls that depend on it.
 *
 * A contact is not ok when it was never confirmed; with LoginVerifyContacts_Enabled on it is also
 * not ok when it was never verified or its last verification is older than
 * maxDaysFromLastVerification days, and then the player *must* verify the contacts (verifyContacts).
 */
export function computeAccountStatus(
  player: Facts,
  settings: StatusSettings,
  now = new Date(),
  documents: DocumentSummary = NO_DOCUMENTS,
): AccountStatus {
  const maxAgeMs = settings.maxDaysFromLastVerification * DAY_MS;
  const stale = (at: Date | null) => at === null || now.getTime() - at.getTime() > maxAgeMs;
  const mobileDue =
    !player.confirmedMobile || (settings.verifyContactsModule && stale(player.lastMobileVerificationAt));
  const mailDue =
    !player.playerConfirmed || (settings.verifyContactsModule && stale(player.lastEmailVerificationAt));
  const verifyContacts = settings.verifyContactsModule && (mobileDue || mailDue);
  const allSectionsDisabled = verifyContacts && settings.allSectionsDisabledModule;

  const { statoConto } = player;
  const provisional = statoConto === ACCOUNT_STATE.PROVISIONAL;
  const notOk: Record<StatusItemName, boolean> = {
    cambio_password: player.cambioPassword,
    terms_not_accepted: !player.termsAccepted,
    richiedere_pep: player.richiedereIsPep,
    mobile_not_confirmed: mobileDue,
    mail_not_confirmed: mailDue,
    esclusione: player.esclusione || EXCLUSION_STATES.includes(statoConto),
    // statoConto 1 with userStatusOk true: NOT ACTIVE, the player must contact support.
    conto_attivo: statoConto === ACCOUNT_STATE.INACTIVE || (provisional && player.userStatusOk),
    // statoConto 1 with userStatusOk false: the documents must be sent.
    conto_provvisorio: provisional && !player.userStatusOk,
    conto_bloccato: statoConto === ACCOUNT_STATE.BLOCKED,
    auto_esclusione_temporanea: statoConto === ACCOUNT_STATE.TEMPORARY_SELF_EXCLUSION,
    auto_esclusione_permanente: statoConto === ACCOUNT_STATE.PERMANENT_SELF_EXCLUSION,
    documento_scaduto: documentExpired(player, now),
  };
  const items = Object.fromEntries(
    STATUS_ITEM_NAMES.map((name) => [name, { ok: !notOk[name], ...STATUS_ITEM_TEXTS[name] }]),
  ) as StatusItems;

  // Documents (the 30-day rule, access.md §9): the state of what was sent, the deadline of a
  // provisional account that sent nothing, and the reason of a block by the documents job.
  const sentAny = documents.received + documents.accepted + documents.refused > 0;
  const blockedByDocumentsRule = blockedForDocuments({ statoConto, blockedReason: player.blockedReason });
  const documentsExpected =
    notOk.conto_provvisorio || statoConto === ACCOUNT_STATE.INACTIVE || blockedByDocumentsRule;
  const documentState = !documentsExpected
    ? DOCUMENT_STATE.OK
    : documents.accepted > 0
      ? DOCUMENT_STATUS.ACCEPTED
      : documents.received > 0
        ? DOCUMENT_STATUS.RECEIVED
        : documents.refused > 0
          ? DOCUMENT_STATUS.REFUSED
          : DOCUMENT_STATE.MISSING;
  let documentsDeadline: Date | null = null;
  let documentsDaysLeft: number | null = null;
  if (provisional && !sentAny && player.createdAt) {
    documentsDeadline = new Date(player.createdAt.getTime() + DOCUMENTS_DEADLINE_DAYS * DAY_MS);
    documentsDaysLeft = Math.max(0, Math.ceil((documentsDeadline.getTime() - now.getTime()) / DAY_MS));
  }
  if (notOk.conto_provvisorio) {
    const error = documentsDeadline
      ? DOCUMENT_STATUS_TEXTS.provisionalDeadline(formatRomeDate(documentsDeadline), documentsDaysLeft ?? 0)
      : documentState === DOCUMENT_STATUS.RECEIVED || documentState === DOCUMENT_STATUS.ACCEPTED
        ? DOCUMENT_STATUS_TEXTS.provisionalPending
        : documentState === DOCUMENT_STATUS.REFUSED
          ? DOCUMENT_STATUS_TEXTS.provisionalRefused
          : items.conto_provvisorio.error;
    items.conto_provvisorio = { ...items.conto_provvisorio, error };
  }
  if (blockedByDocumentsRule) {
    items.conto_bloccato = { ...items.conto_bloccato, error: DOCUMENT_STATUS_TEXTS.blockedDocumentsMissing };
  }

  const onlyNotNow = verifyContacts && !allSectionsDisabled;
  const incompleteSeverity =
    notOk.conto_provvisorio || blockedByDocumentsRule
      ? 2
      : provisional || mobileDue || mailDue || notOk.terms_not_accepted || notOk.richiedere_pep
        ? 1
        : 0;

  return {
    items,
    allOk: STATUS_ITEM_NAMES.every((name) => !notOk[name]),
    verifyContacts,
    allSectionsDisabled,
    closable: onlyNotNow || settings.modalClosable,
    onlyNotNow,
    incompleteSeverity,
    documentState,
    documentsDeadline: documentsDeadline?.toISOString() ?? null,
    documentsDaysLeft,
    blockedReason: player.blockedReason ?? null,
    warnings: {
      email: mailDue,
      mobile: mobileDue,
      selfExclusion: statoConto === SELF_EXCLUSION_WARNING_STATE,
    },
    statoConto,
    email: player.email,
    cellulare: player.cellulare,
  };
}

/** The site switches and variables of the status computation (also read by the deposit access rules). */
export async function readStatusSettings(siteConfig: SiteConfigService): Promise<StatusSettings> {
  const maxDays = Number.parseInt((await siteConfig.value('maxDaysFromLastVerification')) ?? '', 10);
  return {
    verifyContactsModule: await siteConfig.isOn('LoginVerifyContacts_Enabled'),
    allSectionsDisabledModule: await siteConfig.isOn('AllSectionsDisabled'),
    maxDaysFromLastVerification: Number.isFinite(maxDays) && maxDays >= 0 ? maxDays : CONTACT_REVERIFY_DAYS,
    modalClosable: (await siteConfig.value('AccountStatusModalClosable')) !== 'false',
  };
}

export type StatusService = ReturnType<typeof createStatusService>;

export function createStatusService(deps: { db: Database; siteConfig: SiteConfigService; outbox: Outbox }) {
  const { db, siteConfig, outbox } = deps;

  const settings = () => readStatusSettings(siteConfig);

  async function findPlayer(playerId: number): Promise<Player> {
    const player = await findPlayerById(db, playerId);
    if (!player) throw new Error(`player ${playerId} not found`);
    return player;
  }

  async function statusOf(player: Player, now = new Date()): Promise<AccountStatus> {
    return computeAccountStatus(player, await settings(), now, await documentSummary(db, player.id));
  }

  /** Issues and sends a confirmation link for the player's current e-mail, unless one went out just now. */
  async function sendEmailLink(player: Player, baseUrl: string, now: Date): Promise<void> {
    const recent = await issuedWithin(
      db,
      {
        playerId: player.id,
        purpose: 'email-link',
        validitySeconds: EMAIL_LINK_VALIDITY_SECONDS,
        withinSeconds: EMAIL_RESEND_INTERVAL_SECONDS,
      },
      now,
    );
    if (recent) return;
    const subject = player.email.toLowerCase();
    await inTransaction(db, async (tx) => {
      const code = await issueCode(
        tx,
        {
          playerId: player.id,
          purpose: 'email-link',
          subject,
          code: randomBytes(24).toString('base64url'),
          validitySeconds: EMAIL_LINK_VALIDITY_SECONDS,
        },
        now,
      );
      const link = new URL('/account/verify-email', baseUrl);
      link.search = new URLSearchParams({ email: player.email, code, source: 'email' }).toString();
      await outbox.sendEmail(tx, {
        to: player.email,
        subject: MSG.emailSubject,
        body: MSG.emailBody(player.nome, link.toString()),
        purpose: 'email-confirm',
        playerId: player.id,
      });
    });
  }

  return {
    settings,

    async getStatus(playerId: number, now = new Date()): Promise<AccountStatus> {
      return statusOf(await findPlayer(playerId), now);
    },

    async acceptTerms(playerId: number): Promise<void> {
      await inTransaction(db, async (tx) => {
        await acceptTerms(tx, playerId);
        await recordSecurityEvent(tx, 'terms-accepted', playerId);
      });
    },

    /** Sends a 6-digit code, valid 3 minutes, to the player's mobile number. */
    async sendMobileConfirmation(playerId: number, now = new Date()): Promise<void> {
      const player = await findPlayer(playerId);
      await inTransaction(db, async (tx) => {
        const code = await issueCode(
          tx,
          { playerId, purpose: 'mobile-confirm', subject: player.cellulare },
          now,
        );
        await outbox.sendSms(tx, {
          to: player.cellulare,
          body: MSG.smsBody(code),
          purpose: 'mobile-confirm',
          playerId,
        });
      });
    },

    /** Checks the SMS code; wrong codes are throttled per account. */
    async confirmMobile(playerId: number, code: string, now = new Date()): Promise<ConfirmMobileResponse> {
      const attempt = await guardedAttempt(
        db,
        { keys: [throttleKey.account('mobile-confirm', playerId)], now },
        async () => {
          const player = await findPlayer(playerId);
          return inTransaction(db, async (tx) => {
            const check = await consumeCode(
              tx,
              { playerId, purpose: 'mobile-confirm', subject: player.cellulare, code },
              now,
            );
            if (check !== 'ok') return false;
            await markMobileConfirmed(tx, playerId, now);
            await recordSecurityEvent(tx, 'mobile-confirmed', playerId);
            return true;
          });
        },
      );
      if (attempt.status === 'locked')
        return { ErrorCode: CONFIRM_MOBILE_CODE.throttled, ErrorMessage: MSG.mobileThrottled };
      if (attempt.status === 'failed')
        return { ErrorCode: CONFIRM_MOBILE_CODE.wrongCode, ErrorMessage: MSG.mobileCodeWrong };
      return { ErrorCode: CONFIRM_MOBILE_CODE.ok, ErrorMessage: MSG.mobileConfirmed };
    },

    /**
     * Sends the confirmation link to every account with this e-mail (to the caller's own account
     * only, when a player asks). The answer is the same whatever the address.
     */
    async resendEmailConfirmation(
      email: string,
      baseUrl: string,
      requesterId: number | null,
      now = new Date(),
    ): Promise<void> {
      const owners = await findPlayersByEmail(db, email);
      for (const player of owners) {
        if (requesterId !== null && player.id !== requesterId) continue;
        await sendEmailLink(player, baseUrl, now);
      }
    },

    /** The e-mail link: marks the e-mail verified; single use, expiring, bound to the address. */
    async setEmailVerified(
      email: string,
      code: string,
      source: string | undefined,
      now = new Date(),
    ): Promise<boolean> {
      const subject = email.toLowerCase();
      const issued = await findCodeHolder(db, { purpose: 'email-link', code });
      if (!issued || issued.subject !== subject) return false;
      return inTransaction(db, async (tx) => {
        const player = await findPlayerById(tx, issued.playerId);
        // The address changed since the mail was sent: the link no longer proves anything.
        if (!player || player.email.toLowerCase() !== subject) return false;
        const check = await consumeCode(
          tx,
          { playerId: player.id, purpose: 'email-link', subject, code },
          now,
        );
        if (check !== 'ok') return false;
        await markEmailConfirmed(tx, player.id, now);
        await recordSecurityEvent(tx, 'email-confirmed', player.id, { source: source ?? null });
        return true;
      });
    },

    /**
     * Whether the account may open a screen (bonus, play), and why not. Deposits and withdrawals
     * answer with their calls' own rules and codes (depositAccess, withdrawalAccess).
     */
    async checkHierarchy(
      playerId: number,
      screen: Exclude<HierarchyScreen, 'deposit' | 'withdrawal'>,
      now = new Date(),
    ): Promise<{ allowed: boolean; message: string }> {
      const player = await findPlayer(playerId);
      const status = await statusOf(player, now);
      const rules = accountRestrictions(player);
      const refuse = (message: string) => ({ allowed: false, message });
      const allow = { allowed: true, message: MSG.screenAllowed };
      if (status.allSectionsDisabled) return refuse(MSG.allSectionsDisabled);
      const active = rules.canLogIn && status.items.conto_attivo.ok;
      const withdrawOnly = await siteConfig.isOn('ConsentiSoloPrelievo');

      switch (screen) {
        case 'bonus':
        case 'play': {
          if (!active) return refuse(MSG.screenInactive);
          const open = screen === 'bonus' ? rules.canTakeBonus : rules.canPlay;
          if (!open) return refuse(MSG.screenSelfExcluded);
          if (withdrawOnly) return refuse(MSG.screenWithdrawOnly);
          return allow;
        }
      }
    },
  };
}

import { STATUS_SERVER_MESSAGES } from '@conto-gioco/shared/status';
import { WITHDRAWAL_CODE, WITHDRAWAL_MESSAGES, type WithdrawalCode } from '@conto-gioco/shared/withdrawal';
import { accountRestrictions } from '../auth/account-rules.ts';
import type { Player } from '../auth/players.ts';
import type { SiteConfigService } from '../environment/service.ts';
import { computeAccountStatus, documentExpired, readStatusSettings } from './service.ts';

/**
 * The withdrawal access rules sit in status, beside the status computation they read: the withdrawal
 * calls and CheckHierarchy both import them, and status imports nothing of withdrawal (no cycle).
 */
export type WithdrawalAccess = { code: WithdrawalCode; message: string };

export const WITHDRAWAL_ALLOWED: WithdrawalAccess = { code: WITHDRAWAL_CODE.OK, message: '' };

type AccessFacts = Pick<
  Player,
  | 'statoConto'
  | 'userStatusOk'
  | 'esclusione'
  | 'cambioPassword'
  | 'blockedReason'
  | 'confirmedMobile'
  | 'playerConfirmed'
  | 'lastMobileVerificationAt'
  | 'lastEmailVerificationAt'
  | 'termsAccepted'
  | 'richiedereIsPep'
  | 'email'
  | 'cellulare'
  | 'dataScadenzaDocumento'
>;

/**
 * Whether the player may withdraw (money.md §5 'Access rules'), the first failing rule answering:
 * withdrawals switched off (Disable_All_Withdraw), all sections disabled until the contacts are
 * verified, a blocked or inactive account, a pending password change, an unconfirmed mobile
 * (unless RegistrationMobileAvoidConfirmation) or e-mail, an identity document past its expiry date. A self-exclusion does not stop a
 * withdrawal: the player keeps the right to take their money out. CheckHierarchy
 * (screen=withdrawal) and every withdrawal call ask it.
 */
export async function withdrawalAccess(
  player: AccessFacts,
  siteConfig: SiteConfigService,
  now: Date = new Date(),
): Promise<WithdrawalAccess> {
  const refuse = (code: WithdrawalCode, message: string): WithdrawalAccess => ({ code, message });

  if (await siteConfig.isOn('Disable_All_Withdraw'))
    return refuse(WITHDRAWAL_CODE.SECTION_DISABLED, WITHDRAWAL_MESSAGES.sectionDisabled);
  const status = computeAccountStatus(player, await readStatusSettings(siteConfig), now);
  if (status.allSectionsDisabled)
    return refuse(WITHDRAWAL_CODE.SECTION_DISABLED, STATUS_SERVER_MESSAGES.allSectionsDisabled);
  if (!accountRestrictions(player).canWithdraw)
    return refuse(WITHDRAWAL_CODE.ACCOUNT_CLOSED, WITHDRAWAL_MESSAGES.accountClosed);
  if (player.cambioPassword)
    return refuse(WITHDRAWAL_CODE.PASSWORD_CHANGE, WITHDRAWAL_MESSAGES.passwordChange);
  const mobileOk = player.confirmedMobile || (await siteConfig.isOn('RegistrationMobileAvoidConfirmation'));
  if (!mobileOk || !player.playerConfirmed)
    return refuse(WITHDRAWAL_CODE.CONTACTS_NOT_VERIFIED, WITHDRAWAL_MESSAGES.notAllowed);
  if (documentExpired(player, now))
    return refuse(WITHDRAWAL_CODE.DOCUMENT_EXPIRED, WITHDRAWAL_MESSAGES.documentExpired);
  return WITHDRAWAL_ALLOWED;
}

import { ACCOUNT_STATE } from '@conto-gioco/shared/constants';
import { DEPOSIT_CODE, DEPOSIT_MESSAGES, type DepositCode } from '@conto-gioco/shared/deposit';
import { STATUS_SERVER_MESSAGES } from '@conto-gioco/shared/status';
import { isSelfExcluded } from '../auth/account-rules.ts';
import type { Player } from '../auth/players.ts';
import type { SiteConfigService } from '../environment/service.ts';
import { computeAccountStatus, readStatusSettings } from './service.ts';

/**
 * The deposit access rules sit in status, beside the status computation they read: the deposit
 * calls and CheckHierarchy both import them, and status imports nothing of deposit (no cycle).
 */
export type DepositAccess = { code: DepositCode; message: string };

export const DEPOSIT_ALLOWED: DepositAccess = { code: DEPOSIT_CODE.OK, message: '' };

/** Site variable: comma-separated network (father) codes whose players may not deposit. */
export const DEPOSIT_BLOCKED_HIERARCHIES = 'DepositBlockedHierarchies';

type AccessFacts = Pick<
  Player,
  | 'statoConto'
  | 'userStatusOk'
  | 'esclusione'
  | 'cambioPassword'
  | 'confirmedMobile'
  | 'playerConfirmed'
  | 'lastMobileVerificationAt'
  | 'lastEmailVerificationAt'
  | 'termsAccepted'
  | 'richiedereIsPep'
  | 'email'
  | 'cellulare'
  | 'father'
>;

/**
 * An account that may not move money in: blocked (also by the documents rule, which still lets the
 * player log in), inactive, or provisional with userStatusOk (access.md §4 'NOT ACTIVE': the player
 * must contact support).
 */
const accountClosed = (player: AccessFacts) =>
  player.statoConto === ACCOUNT_STATE.BLOCKED ||
  player.statoConto === ACCOUNT_STATE.INACTIVE ||
  (player.statoConto === ACCOUNT_STATE.PROVISIONAL && player.userStatusOk);

/**
 * Whether the player may deposit (money.md §5 'Access rules'), the first failing rule answering:
 * the section switched off, all sections disabled until the contacts are verified, a closed
 * account, a self-exclusion, a pending password change, unconfirmed contacts (module
 * DisableDepositifNotVerified), the player's network closed to deposits. Both CheckHierarchy
 * (screen=deposit) and every deposit call ask it.
 */
export async function depositAccess(
  player: AccessFacts,
  siteConfig: SiteConfigService,
  now: Date = new Date(),
): Promise<DepositAccess> {
  const refuse = (code: DepositCode, message: string): DepositAccess => ({ code, message });

  if (!(await siteConfig.isOn('Deposit_Enabled')) || (await siteConfig.isOn('ConsentiSoloPrelievo')))
    return refuse(DEPOSIT_CODE.SECTION_DISABLED, DEPOSIT_MESSAGES.sectionDisabled);
  const status = computeAccountStatus(player, await readStatusSettings(siteConfig), now);
  if (status.allSectionsDisabled)
    return refuse(DEPOSIT_CODE.SECTION_DISABLED, STATUS_SERVER_MESSAGES.allSectionsDisabled);
  if (accountClosed(player)) return refuse(DEPOSIT_CODE.ACCOUNT_CLOSED, DEPOSIT_MESSAGES.accountClosed);
  if (isSelfExcluded(player)) return refuse(DEPOSIT_CODE.SELF_EXCLUDED, DEPOSIT_MESSAGES.selfExcluded);
  if (player.cambioPassword) return refuse(DEPOSIT_CODE.PASSWORD_CHANGE, DEPOSIT_MESSAGES.passwordChange);
  if (
    (await siteConfig.isOn('DisableDepositifNotVerified')) &&
    (!player.confirmedMobile || !player.playerConfirmed)
  )
    return refuse(DEPOSIT_CODE.CONTACTS_NOT_VERIFIED, DEPOSIT_MESSAGES.notAllowed);
  const father = player.father?.trim();
  if (father && blockedHierarchies(await siteConfig.value(DEPOSIT_BLOCKED_HIERARCHIES)).has(father))
    return refuse(DEPOSIT_CODE.HIERARCHY, DEPOSIT_MESSAGES.temporarilyDisabled);
  return DEPOSIT_ALLOWED;
}

function blockedHierarchies(value: string | null): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter((code) => code !== ''),
  );
}

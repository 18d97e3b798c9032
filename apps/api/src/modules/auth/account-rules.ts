import { ACCOUNT_STATE, SELF_EXCLUSION_STATES } from '@conto-gioco/shared/constants';
import { BLOCKED_REASON_DOCUMENTS } from '@conto-gioco/shared/document-rules';

type AccountFacts = {
  statoConto: number;
  esclusione: boolean;
  cambioPassword: boolean;
  blockedReason?: string | null;
};

/**
 * An account blocked only because no document came within 30 days may still log in: the status
 * screens tell the player why and take the documents. Everything else stays closed.
 */
export const blockedForDocuments = (player: Pick<AccountFacts, 'statoConto' | 'blockedReason'>) =>
  player.statoConto === ACCOUNT_STATE.BLOCKED && player.blockedReason === BLOCKED_REASON_DOCUMENTS;

export type AccountRestrictions = {
  /** Blocked and inactive accounts cannot log in, except a block for missing documents. */
  canLogIn: boolean;
  canPlay: boolean;
  canDeposit: boolean;
  canTakeBonus: boolean;
  /** Self-excluded players keep the right to take their money out. */
  canWithdraw: boolean;
  selfExcluded: boolean;
};

export const isSelfExcluded = (player: Pick<AccountFacts, 'statoConto' | 'esclusione'>) =>
  player.esclusione || (SELF_EXCLUSION_STATES as readonly number[]).includes(player.statoConto);

/**
 * What the account's state lets the player do: the one check every call that moves money or
 * starts play asks (deposits, bonuses, bets, withdrawals), so the rules live in one place.
 */
export function accountRestrictions(player: AccountFacts): AccountRestrictions {
  const active = player.statoConto !== ACCOUNT_STATE.BLOCKED && player.statoConto !== ACCOUNT_STATE.INACTIVE;
  const selfExcluded = isSelfExcluded(player);
  const open = active && !selfExcluded;
  return {
    canLogIn: active || blockedForDocuments(player),
    canPlay: open,
    // A pending password change limits deposits (access.md §6) until the password is changed.
    canDeposit: open && !player.cambioPassword,
    canTakeBonus: open,
    canWithdraw: active,
    selfExcluded,
  };
}

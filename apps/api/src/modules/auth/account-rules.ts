import { ACCOUNT_STATE, SELF_EXCLUSION_STATES } from '@conto-gioco/shared/constants';

type AccountFacts = { statoConto: number; esclusione: boolean; cambioPassword: boolean };

export type AccountRestrictions = {
  /** Blocked and inactive accounts cannot log in to play. */
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
  const canLogIn =
    player.statoConto !== ACCOUNT_STATE.BLOCKED && player.statoConto !== ACCOUNT_STATE.INACTIVE;
  const selfExcluded = isSelfExcluded(player);
  const open = canLogIn && !selfExcluded;
  return {
    canLogIn,
    canPlay: open,
    // A pending password change limits deposits (access.md §6) until the password is changed.
    canDeposit: open && !player.cambioPassword,
    canTakeBonus: open,
    canWithdraw: canLogIn,
    selfExcluded,
  };
}

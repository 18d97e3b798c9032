/**
 * Login response codes (access.md §4), apart from the schemas so that a client can read them
 * without loading the schema library. 0, -6083 and -6443 count as logged in.
 */
export const LOGIN_CODE = {
  ok: 0,
  /** Ours: wrong username or password, the same answer whether the username exists or not. */
  wrongCredentials: -1,
  /** Ours: the account is blocked (statoConto 6). */
  accountBlocked: -2,
  /** Ours: the bot-protection payload is missing or invalid (the registration's -3, abnormal traffic). */
  botCheckFailed: -3,
  /** Ours: too many failures on this account or from this address; refused even with the right password. */
  throttled: -4,
  deviceNotAuthorised: -3333,
  twoFactorRequired: -3334,
  twoFactorWrong: -3335,
  biometricFailed: -5028,
  accountInactive: -5305,
  /** Logged in with a notice: the player is self-excluded (withdrawals only). */
  loggedInWithNotice: -6083,
  depositLimitRequired: -6443,
  accountMoved: 1020,
} as const;

export const LOGGED_IN_CODES: readonly number[] = [
  LOGIN_CODE.ok,
  LOGIN_CODE.loggedInWithNotice,
  LOGIN_CODE.depositLimitRequired,
];

/** Recovery channels of GetSecurityQuestion and RecuperoPass (access.md §7). */
export const RECOVERY_TYPE = { email: 1, mobile: 2 } as const;

/**
 * returnCodeField of RecuperoPass and RecuperoUser (ours). `accepted` is the one answer whether or
 * not the data match an account, so the reply never tells whether an account exists.
 */
export const RECOVERY_CODE = {
  accepted: 0,
  /** Too many failed recoveries for these data or from this address. */
  throttled: -4,
} as const;

/** returnCode of EL_ChangePassword (ours); the failures carry their reason in returnDescription. */
export const CHANGE_PASSWORD_CODE = {
  ok: 0,
  wrongOldPassword: -1,
  weakPassword: -2,
  passwordsDiffer: -3,
  throttled: -4,
  sameAsOld: -5,
  /** One of the PASSWORD_HISTORY_SIZE passwords before the current one (issue 22). */
  recentlyUsed: -6,
} as const;

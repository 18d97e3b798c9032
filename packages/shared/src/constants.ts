/** The spec's business constants, in one place (access.md §9, money.md §9, content-profile.md §9). */

/** Session keeping of the account area: idle time-out, warning countdown and keep-alive ping, in seconds. */
export const SESSION_IDLE_SECONDS = 1200;
export const SESSION_COUNTDOWN_SECONDS = 600;
export const SESSION_PING_SECONDS = 300;
export const SESSION_WARNING_SECONDS = 15;

/** Two-factor and OTP codes stay valid this long. */
export const OTP_VALIDITY_SECONDS = 180;

/** Contacts are verified again after this many days (access.md §9); the site variable maxDaysFromLastVerification overrides it. */
export const CONTACT_REVERIFY_DAYS = 7;

export const ITALY_COUNTRY_ID = 181;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
/** A new password may not be the current one or any of the passwords before it, this many (ours, issue 22). */
export const PASSWORD_HISTORY_SIZE = 5;
export const USERNAME_MIN_LENGTH = 6;

/** Deposit-limit options in euro (access.md §9). */
export const DEPOSIT_LIMIT_OPTIONS_EURO = [
  20, 50, 100, 250, 500, 1000, 5000, 10000, 20000, 30000, 40000, 50000, 75000, 99000,
] as const;

/** Account state numbers (statoConto). */
export const ACCOUNT_STATE = {
  INACTIVE: 0,
  PROVISIONAL: 1,
  VALIDATED: 2,
  BLOCKED: 6,
  TEMPORARY_SELF_EXCLUSION: 7,
  PERMANENT_SELF_EXCLUSION: 8,
} as const;

/** statoConto values that mean a self-exclusion (access.md §3). */
export const SELF_EXCLUSION_STATES = [7, 8, 9, 70, 80] as const;

export const NOTIFICATION_POLL_MS = 15000;
export const NOTIFICATION_POLL_FAST_MS = 3000;
export const SETTINGS_SAVE_DEBOUNCE_MS = 10000;
export const MESSAGE_CACHE_MAX_MS = 900000;

export const MAX_WITHDRAWALS_PER_DAY = 4;
export const PREDEFINED_DEPOSIT_AMOUNTS_EURO = [10, 20, 50, 100, 200, 500] as const;

/** Day boundaries and displayed times are Europe/Rome. */
export const TIME_ZONE = 'Europe/Rome';

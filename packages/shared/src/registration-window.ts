import { romeHour } from './rome-time.ts';

/**
 * When registration is closed (access.md §2 'Registration page', §9): the registration module
 * is off, the site is in withdraw-only mode, or the night lock is on and the Europe/Rome hour is
 * not strictly between 8 and 23 (open 09:00 to 22:59). The API refuses with -8 and the page shows
 * 'La pagina non è disponibile'; both read this function.
 */
export type RegistrationSwitches = {
  /** Site module Registration_Enabled. */
  registrationEnabled: boolean;
  /** Site module ConsentiSoloPrelievo. */
  withdrawOnly: boolean;
  /** Site module RegistrationLockedDuringNight. */
  nightLock: boolean;
};

/** Registration is open at night-lock hours strictly above this one... */
export const REGISTRATION_OPEN_AFTER_HOUR = 8;
/** ...and strictly below this one. */
export const REGISTRATION_OPEN_BEFORE_HOUR = 23;

export function registrationClosed(switches: RegistrationSwitches, now: Date = new Date()): boolean {
  if (!switches.registrationEnabled || switches.withdrawOnly) return true;
  if (!switches.nightLock) return false;
  const hour = romeHour(now);
  return !(hour > REGISTRATION_OPEN_AFTER_HOUR && hour < REGISTRATION_OPEN_BEFORE_HOUR);
}

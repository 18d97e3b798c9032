import {
  SESSION_COUNTDOWN_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_PING_SECONDS,
  SESSION_WARNING_SECONDS,
} from '@conto-gioco/shared/constants';

/** The session-keeping times (access.md §4, §9), in seconds. */
export type SessionTiming = {
  /** Inactivity before the countdown warning opens. */
  idleSeconds: number;
  /** The countdown: when it ends the player is logged out. */
  countdownSeconds: number;
  /** Keep-alive ping (RefreshToken) interval, while the countdown is not running. */
  pingSeconds: number;
  /** The countdown's last seconds, announced as an alert. */
  warningSeconds: number;
};

/** Site variables that may override the spec's constants, by field. */
export const SESSION_TIMING_VARIABLES = {
  idleSeconds: 'Session_IdleSeconds',
  countdownSeconds: 'Session_CountdownSeconds',
  pingSeconds: 'Session_PingSeconds',
  warningSeconds: 'Session_WarningSeconds',
} as const satisfies Record<keyof SessionTiming, string>;

export const DEFAULT_SESSION_TIMING: SessionTiming = {
  idleSeconds: SESSION_IDLE_SECONDS,
  countdownSeconds: SESSION_COUNTDOWN_SECONDS,
  pingSeconds: SESSION_PING_SECONDS,
  warningSeconds: SESSION_WARNING_SECONDS,
};

const positiveSeconds = (value: string | undefined) => {
  const seconds = Number(value);
  // Up to a day: the idle timer's timeouts must fit a 32-bit millisecond count.
  return value && Number.isInteger(seconds) && seconds > 0 && seconds <= 86_400 ? seconds : undefined;
};

/**
 * The times from the site variables, each falling back to the spec's constant when absent or not
 * a whole number of seconds. A ping as slow as the idle time would let the server session lapse
 * around the warning, so the ping is then half the idle time.
 */
export function sessionTiming(variables: Record<string, string | undefined> = {}): SessionTiming {
  const timing = { ...DEFAULT_SESSION_TIMING };
  for (const [field, name] of Object.entries(SESSION_TIMING_VARIABLES) as [keyof SessionTiming, string][]) {
    timing[field] = positiveSeconds(variables[name]) ?? timing[field];
  }
  if (timing.pingSeconds >= timing.idleSeconds)
    timing.pingSeconds = Math.max(1, Math.floor(timing.idleSeconds / 2));
  timing.warningSeconds = Math.min(timing.warningSeconds, timing.countdownSeconds);
  return timing;
}

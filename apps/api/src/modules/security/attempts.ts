import type { Executor } from '../../db/client.ts';
import { recordSecurityEvent, type SecurityEvent } from './audit.ts';
import { lockedFor, recordFailure, resetFailures } from './throttle.ts';

export type AuditDetail = Record<string, string | number | boolean | null>;
export type AuditRow = { event: SecurityEvent; playerId: number | null; detail?: AuditDetail | null };

/**
 * What a check found: a pass resets the counts, a failure adds one to each key, and 'not-tried'
 * (refused before any guess was checked, e.g. no code sent) changes nothing.
 */
export type Verdict = 'passed' | 'failed' | 'not-tried';
export type CheckResult = boolean | { verdict: Verdict };
export type FailureCount = { failures: number; locked: boolean };

export type AttemptGuard<T> = {
  /** Throttle keys (throttle.ts throttleKey): the check does not run while any is locked. */
  keys: readonly string[];
  /** The keys a pass resets: all by default (an address key, say, may keep counting). */
  resetOnPass?: readonly string[];
  /** Audited when a key is locked. */
  lockedEvent?: AuditRow;
  /** Audited after a failure is counted; `count` is the first key's. */
  failedEvent?: (result: T, count: FailureCount) => AuditRow;
  now?: Date;
};

export type AttemptOutcome<T> =
  | { status: 'locked' }
  | ({ status: 'failed'; result: T } & FailureCount)
  | { status: 'passed' | 'not-tried'; result: T };

/**
 * The throttled guess (passwords, codes, answers), one sequence for every caller: locked? -> the
 * check -> a failure counts on every key (locking after THROTTLE's free attempts) or a pass resets
 * them -> the audit row. The check returns a boolean or `{ verdict, ...what the caller needs }`.
 */
export async function guardedAttempt<T extends CheckResult>(
  db: Executor,
  guard: AttemptGuard<T>,
  check: () => Promise<T>,
): Promise<AttemptOutcome<T>> {
  for (const key of guard.keys) {
    if ((await lockedFor(db, key, guard.now)) > 0) {
      if (guard.lockedEvent) await audit(db, guard.lockedEvent);
      return { status: 'locked' };
    }
  }
  const result = await check();
  const verdict = typeof result === 'boolean' ? (result ? 'passed' : 'failed') : result.verdict;
  if (verdict === 'failed') {
    let first: FailureCount | undefined;
    for (const key of guard.keys) {
      const count = await recordFailure(db, key, guard.now);
      first ??= count;
    }
    if (guard.failedEvent) await audit(db, guard.failedEvent(result, first!));
    return { status: 'failed', result, ...first! };
  }
  if (verdict === 'passed') {
    for (const key of guard.resetOnPass ?? guard.keys) await resetFailures(db, key);
  }
  return { status: verdict, result };
}

const audit = (db: Executor, row: AuditRow) =>
  recordSecurityEvent(db, row.event, row.playerId, row.detail ?? null);

/** The eleven steps of the registration form (access.md §2) and how navigation moves between them. */
export const STEP_COUNT = 11;
export const STEPS = Array.from({ length: STEP_COUNT }, (_, index) => index + 1);

/**
 * Steps the site variable RegistrationDisabledSteps may switch off: only those without data the
 * registration needs (2: the fiscal code is asked again on step 3; 9: referrer and promo code are
 * optional; 11: the server then sends no OTPs and registers without them). Any other number listed
 * is ignored (docs/decisions.md).
 */
export const SKIPPABLE_STEPS: readonly number[] = [2, 9, 11];

/** The OTP step: when it is off, VerifyRegister's go-ahead registers at once. */
export const OTP_STEP = 11;

/** "2, 9" -> [2, 9]: the skippable steps the variable lists. */
export function disabledStepsOf(value: string | null | undefined): number[] {
  const listed = (value ?? '')
    .split(/[,;\s]+/)
    .map((part) => Number(part))
    .filter((step) => Number.isInteger(step));
  return SKIPPABLE_STEPS.filter((step) => listed.includes(step));
}

/** The steps the player goes through, in order. */
export function enabledSteps(disabled: readonly number[]): number[] {
  return STEPS.filter((step) => !disabled.includes(step));
}

/** The next enabled step in the direction of travel (1 forward, -1 back), or null past either end. */
export function stepAfter(current: number, enabled: readonly number[], direction: 1 | -1): number | null {
  for (let step = current + direction; step >= 1 && step <= STEP_COUNT; step += direction) {
    if (enabled.includes(step)) return step;
  }
  return null;
}

/**
 * Where the player is: position among the enabled steps (1-based), their total, and the progress
 * bar's value (position-1)/(total-1) as a percentage (access.md §2).
 */
export function progressOf(current: number, enabled: readonly number[]) {
  const position = Math.max(1, enabled.indexOf(current) + 1);
  const total = enabled.length;
  const percent = total > 1 ? ((position - 1) / (total - 1)) * 100 : 100;
  return { position, total, percent };
}

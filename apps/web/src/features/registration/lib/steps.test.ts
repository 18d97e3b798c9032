import { describe, expect, it } from 'vitest';
import { disabledStepsOf, enabledSteps, progressOf, stepAfter } from './steps';

describe('registration steps', () => {
  it('reads the skippable steps the site variable lists, ignoring the others and the noise', () => {
    expect(disabledStepsOf('')).toEqual([]);
    expect(disabledStepsOf(undefined)).toEqual([]);
    expect(disabledStepsOf('2, 9')).toEqual([2, 9]);
    expect(disabledStepsOf('9;2 11')).toEqual([2, 9, 11]);
    // Steps whose data the registration needs cannot be switched off.
    expect(disabledStepsOf('1,3,4,5,6,7,8,10,x')).toEqual([]);
  });

  it('moves to the next enabled step in the direction of travel', () => {
    const enabled = enabledSteps([2, 9]);
    expect(enabled).toEqual([1, 3, 4, 5, 6, 7, 8, 10, 11]);
    expect(stepAfter(1, enabled, 1)).toBe(3);
    expect(stepAfter(3, enabled, -1)).toBe(1);
    expect(stepAfter(8, enabled, 1)).toBe(10);
    expect(stepAfter(10, enabled, -1)).toBe(8);
    expect(stepAfter(1, enabled, -1)).toBeNull();
    expect(stepAfter(11, enabled, 1)).toBeNull();
  });

  it('gives the progress (step-1)/(total-1) over the enabled steps only', () => {
    const all = enabledSteps([]);
    expect(progressOf(1, all)).toEqual({ position: 1, total: 11, percent: 0 });
    expect(progressOf(2, all)).toEqual({ position: 2, total: 11, percent: 10 });
    expect(progressOf(11, all)).toEqual({ position: 11, total: 11, percent: 100 });
    const some = enabledSteps([2, 9]);
    expect(progressOf(3, some)).toEqual({ position: 2, total: 9, percent: 12.5 });
    expect(progressOf(10, some)).toEqual({ position: 8, total: 9, percent: 87.5 });
  });
});

import type { CmsObject } from '@conto-gioco/shared/cms-constants';
import { isBetaLocation, isVisibleFor, matchesResolution, shuffled } from '@conto-gioco/shared/cms-rules';

export type Device = 'mobile' | 'desktop';

/** The screen's part of the rules (§4): the server already applied login, hierarchy and expiry. */
export type ClientContext = { device: Device; loggedIn: boolean; beta: boolean };

export const currentClientBeta = () => isBetaLocation(window.location);

/** Visibility (code 4 only on the beta site) and resolution, for one object. */
export const shownOnClient = (object: CmsObject, context: ClientContext) =>
  isVisibleFor(object.Visibility, { loggedIn: context.loggedIn, beta: context.beta }) &&
  matchesResolution(object.Risoluzione, context.device);

/** A parameter flag as the CMS stores it: 'true' or '1'. */
export const isFlag = (value: string | undefined) => value === 'true' || value === '1';

/**
 * The children to show, in the server's order, or shuffled when the parent's selectMode is '1'.
 * `random` is injectable for tests.
 */
export function visibleChildren(
  parent: CmsObject,
  context: ClientContext,
  random: () => number = Math.random,
): CmsObject[] {
  const shown = parent.Children.filter((child) => shownOnClient(child, context));
  return parent.Parameters.selectMode?.trim() === '1' ? shuffled(shown, random) : shown;
}

/** Slides (or tiles) per view for this window width: the last step whose width it reaches (§9). */
export function perViewFor(width: number, steps: readonly (readonly [number, number])[]): number {
  let perView = steps[0]?.[1] ?? 1;
  for (const [minWidth, value] of steps) if (width >= minWidth) perView = value;
  return perView;
}

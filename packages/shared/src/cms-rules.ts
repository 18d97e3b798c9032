import { CMS_RESOLUTION, CMS_VISIBILITY, type CmsObject } from './cms-constants.ts';
import { romeDayEnd } from './rome-time.ts';

/**
 * Who looks at content (content-profile.md §4). The server applies the login, hierarchy and expiry
 * rules before answering (logged-in-only content never reaches a guest); the screen applies
 * resolution, the beta rule and random order, which depend on the device and the moment.
 */
export type CmsViewer = {
  loggedIn: boolean;
  /** The player's network code (`father`), null for guests and players without one. */
  hierarchy: string | null;
};

export function isVisibleFor(visibility: number, viewer: { loggedIn: boolean; beta: boolean }): boolean {
  switch (visibility) {
    case CMS_VISIBILITY.ALWAYS:
      return true;
    case CMS_VISIBILITY.LOGGED_OUT:
      return !viewer.loggedIn;
    case CMS_VISIBILITY.LOGGED_IN:
      return viewer.loggedIn;
    case CMS_VISIBILITY.BETA:
      return viewer.beta;
    default:
      return false;
  }
}

/** The beta site (a host starting with 'beta.') or the local port 4201. */
export const isBetaLocation = (location: { hostname: string; port: string }) =>
  location.hostname.startsWith('beta.') || location.port === '4201';

export function matchesResolution(risoluzione: number, device: 'mobile' | 'desktop'): boolean {
  if (risoluzione === CMS_RESOLUTION.DESKTOP) return device === 'desktop';
  if (risoluzione === CMS_RESOLUTION.MOBILE) return device === 'mobile';
  return true;
}

/** Empty: everyone. Otherwise only logged-in players whose network is listed. */
export function matchesHierarchy(hierarchy: string | null, viewer: CmsViewer): boolean {
  const codes = (hierarchy ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  if (codes.length === 0) return true;
  return viewer.loggedIn && viewer.hierarchy !== null && codes.includes(viewer.hierarchy.trim());
}

/** A promo whose Scadenza (ISO date or date-time) is in the past is dropped (§4); a date lasts to its end in Italy. */
export function isExpiredPromo(object: Pick<CmsObject, 'TypeName' | 'Parameters'>, now: Date): boolean {
  if (object.TypeName !== 'promo') return false;
  const expiry = object.Parameters.Scadenza?.trim();
  if (!expiry) return false;
  const at = /^\d{4}-\d{2}-\d{2}$/.test(expiry) ? romeDayEnd(expiry) : Date.parse(expiry);
  return Number.isFinite(at) && at < now.getTime();
}

/**
 * Order by login state (§3): ViewOrder, or the parameter ViewOrderLogged when the viewer is logged
 * in and the object has one; ties keep the Id order.
 */
export function orderChildren<T extends Pick<CmsObject, 'Id' | 'ViewOrder' | 'Parameters'>>(
  children: readonly T[],
  loggedIn: boolean,
): T[] {
  const order = (child: T) => {
    const logged = loggedIn ? Number.parseInt(child.Parameters.ViewOrderLogged ?? '', 10) : Number.NaN;
    return Number.isFinite(logged) ? logged : child.ViewOrder;
  };
  return [...children].sort((a, b) => order(a) - order(b) || a.Id - b.Id);
}

/** The server's part: drop what this viewer may not see (visibility 2/3, hierarchy, expired promos), order the rest. */
export function treeForViewer(object: CmsObject, viewer: CmsViewer, now: Date): CmsObject {
  const children = object.Children.filter(
    (child) =>
      (child.Visibility === CMS_VISIBILITY.ALWAYS ||
        child.Visibility === CMS_VISIBILITY.BETA ||
        isVisibleFor(child.Visibility, { loggedIn: viewer.loggedIn, beta: false })) &&
      matchesHierarchy(child.Hierarchy, viewer) &&
      !isExpiredPromo(child, now),
  ).map((child) => treeForViewer(child, viewer, now));
  return { ...object, Children: orderChildren(children, viewer.loggedIn) };
}

/** Random order for selectMode 1 (Fisher-Yates); `random` is injectable for tests. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Button condition (§4). */
export function ctaShown(condition: string | undefined, loggedIn: boolean): boolean {
  const value = condition?.trim().toUpperCase() ?? '';
  if (value === 'NOTLOGGED') return !loggedIn;
  if (value === 'LOGGED') return loggedIn;
  return true;
}

/**
 * DOMPurify's options for every CMS HTML body, on the server (the home's blocks) and in the
 * browser (pages, FAQ, payout tables): no style element, no form or its controls, no frame or
 * embedded object (videos have their own widget); `target` kept for links opening a new tab.
 */
export const CMS_HTML_SANITIZE_OPTIONS = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
  ADD_ATTR: ['target'],
};

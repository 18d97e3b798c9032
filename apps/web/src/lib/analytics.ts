/** The window event every tracked action is dispatched as; a tag manager or test listens to it. */
export const ANALYTICS_EVENT = 'analytics';

export type AnalyticsPayload = Record<string, string | number | boolean | null>;

declare global {
  interface Window {
    dataLayer?: unknown;
  }
}

/**
 * Records a user action (content-profile.md §7): a window CustomEvent 'analytics' with
 * `{ name, payload }`, and a push onto window.dataLayer when a tag manager put one there.
 */
export function track(name: string, payload: AnalyticsPayload): void {
  window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: { name, payload } }));
  if (Array.isArray(window.dataLayer)) window.dataLayer.push({ event: name, ...payload });
}

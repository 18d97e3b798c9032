import type { ClientSettings } from '@conto-gioco/shared/settings';

/**
 * The mobile app shell (a WebView) adds this marker to its user agent; nothing else tells the web
 * app that it runs inside the app (docs/decisions.md).
 */
export const APP_SHELL_MARKER = 'ContoGiocoApp/';

export const isAppShell = () =>
  typeof navigator !== 'undefined' && navigator.userAgent.includes(APP_SHELL_MARKER);

/** Login vibration (access.md §4): 1000 ms in the app shell, unless the player's Layout flag disables it. */
export function vibrateOnLogin(settings: ClientSettings | null): void {
  if (!isAppShell() || settings?.Layout.DisableVibration === true) return;
  navigator.vibrate?.(1000);
}

/** Browser storage keys the spec names (access.md §3). Storage may be unavailable (private mode). */
export const STORAGE_KEYS = {
  token: 'Token',
  deviceToken: 'DeviceToken',
  rememberedUsername: 'RememberedUsername',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the session simply does not survive a reload.
  }
}

export const getToken = () => readStorage(STORAGE_KEYS.token);
export const setToken = (token: string) => writeStorage(STORAGE_KEYS.token, token);
export const clearToken = () => writeStorage(STORAGE_KEYS.token, null);

import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/**
 * The username whose passkey was registered on this browser: the login screen offers the
 * fingerprint button only where a passkey may exist. It is a hint, not a secret: the server
 * decides with the passkey itself.
 */
const PASSKEY_USERNAME_KEY = 'PasskeyUsername';

export const passkeyUsername = (): string | null => readStorage(PASSKEY_USERNAME_KEY);

/** After a registration: remember the username (with no password) and that it has a passkey here. */
export function rememberPasskey(username: string): void {
  writeStorage(PASSKEY_USERNAME_KEY, username);
  writeStorage(STORAGE_KEYS.rememberedUsername, username);
}

import { useEffect, useState } from 'react';

/** The WebAuthn browser library: its own chunk, fetched only where a passkey may be used. */
export const loadWebAuthn = () => import('@simplewebauthn/browser');

/**
 * Whether this browser can use passkeys; false until the library is loaded, and always false
 * while `enabled` is (the module is off, or nothing on the page needs it).
 */
export function useWebAuthnSupport(enabled: boolean): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadWebAuthn()
      .then((webauthn) => live && setSupported(webauthn.browserSupportsWebAuthn()))
      .catch(() => live && setSupported(false));
    return () => {
      live = false;
    };
  }, [enabled]);
  return enabled && supported;
}

/** The authenticator refused because it already holds a passkey of this account for this site. */
export function isAlreadyRegistered(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || error.name === 'InvalidStateError';
}

import type { MantineSpacing } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { LoginResult } from '@/features/auth/api/login-user';
import { passkeyUsername } from '@/features/passkeys/api/passkey-flag';
import { isModuleOn, useSiteModules } from '@/features/site-config/api/get-site-modules';

// Its code (and the WebAuthn library after it) loads only where a passkey may be used: the login
// page's first load stays the same for everyone else.
const PasskeyLoginControl = lazy(() => import('./passkey-login-control'));

/**
 * The fingerprint button beside a login form (screen and modal), when module Biometrics_Enabled
 * is on and a passkey was registered on this browser.
 */
export function PasskeyLogin({
  onLoggedIn,
  mt,
}: {
  onLoggedIn: (result: LoginResult) => void;
  /** Space above the button, when it shows (the modal has no stack around it). */
  mt?: MantineSpacing;
}) {
  const modules = useSiteModules();
  const [mayExist] = useState(() => passkeyUsername() !== null);
  if (!mayExist || !isModuleOn(modules, 'Biometrics_Enabled')) return null;
  return (
    <Suspense fallback={null}>
      <PasskeyLoginControl onLoggedIn={onLoggedIn} mt={mt} />
    </Suspense>
  );
}

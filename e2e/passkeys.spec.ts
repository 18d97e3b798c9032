import type { CDPSession, Page } from '@playwright/test';
import { expect, fillLogin, seriousA11yViolations, snap, test, userMenu } from './fixtures';

/**
 * WebAuthn needs a domain as relying party id (an IP address is refused by the browser), so these
 * journeys run on localhost rather than the configured 127.0.0.1: same server, same port.
 */
const onLocalhost = (page: Page, path: string) => {
  const base = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3210');
  base.hostname = 'localhost';
  return page.goto(new URL(path, base).toString());
};

/** Chromium's virtual authenticator: a platform authenticator with a fingerprint that always matches. */
async function addFingerprintAuthenticator(
  page: Page,
): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

const header = (page: Page) => page.getByRole('banner');

/** Through /account/logout, until the session is gone from the browser. */
async function logOut(page: Page) {
  await onLocalhost(page, '/account/logout');
  await expect(header(page).getByRole('button', { name: 'Accedi' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('Token'))).toBeNull();
}

test.describe('biometric login (passkeys)', () => {
  test('a player activates the fingerprint login, logs out and logs in with it', async ({
    page,
  }, testInfo) => {
    const { cdp, authenticatorId } = await addFingerprintAuthenticator(page);

    await onLocalhost(page, '/account/login');
    // No passkey registered on this browser yet: no fingerprint button.
    await expect(page.getByRole('heading', { name: 'Accedi al tuo conto' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accedi con impronta' })).toHaveCount(0);
    await fillLogin(page, 'mariorossi');
    await expect(userMenu(page)).toBeVisible();

    await onLocalhost(page, '/account');
    const card = page.getByRole('region', { name: 'Accesso biometrico' });
    await card.getByRole('button', { name: 'Attiva accesso biometrico' }).click();
    await expect(card.getByText('Accesso biometrico attivo')).toBeVisible();
    await snap(page, testInfo, 'passkey-activated');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);

    await logOut(page);

    // The login modal offers it too.
    await onLocalhost(page, '/');
    await header(page).getByRole('button', { name: 'Accedi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accedi' });
    await expect(dialog.getByRole('button', { name: 'Accedi con impronta' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await onLocalhost(page, '/account/login?returnUrl=%2Faccount');
    // The username is remembered, with no password.
    await expect(page.getByLabel('Username')).toHaveValue('mariorossi');
    await expect(page.getByLabel(/^Password/)).toHaveValue('');
    const fingerprint = page.getByRole('button', { name: 'Accedi con impronta' });
    await expect(fingerprint).toBeVisible();
    await snap(page, testInfo, 'passkey-login');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await fingerprint.click();
    await expect(userMenu(page)).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Benvenuto, Mario Rossi')).toBeVisible();
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount);
  });

  test("a fingerprint that no longer matches a passkey says 'Errore autenticazione biometrica'", async ({
    page,
  }) => {
    const { cdp, authenticatorId } = await addFingerprintAuthenticator(page);
    await onLocalhost(page, '/account/login');
    await fillLogin(page, 'mariorossi');
    await expect(userMenu(page)).toBeVisible();
    await onLocalhost(page, '/account');
    const card = page.getByRole('region', { name: 'Accesso biometrico' });
    await card.getByRole('button', { name: 'Attiva accesso biometrico' }).click();
    await expect(card.getByText('Accesso biometrico attivo')).toBeVisible();
    await logOut(page);

    // The passkey is gone from the device (reset, another phone): the ceremony cannot complete.
    await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
    await onLocalhost(page, '/account/login');
    await page.getByRole('button', { name: 'Accedi con impronta' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Attenzione!' })).toContainText(
      'Errore autenticazione biometrica',
    );
    await expect(userMenu(page)).toHaveCount(0);
  });
});

import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, botCheckSolved, expect, fillLogin, snap, test } from './fixtures';

/** The seeded two-factor secret of annaferri (apps/api/src/seed/demo-players.ts). */
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** RFC 6238 (SHA-1, 6 digits, 30 s) of the step `offset` steps from now. */
function totp(secret: string, offset = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offset));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const at = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(at) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The newest message of the development outbox to `recipient` with `purpose`, and its 6-digit code. */
async function newestCode(page: Page, recipient: string, channel: 'sms' | 'email'): Promise<string> {
  const messages: { channel: string; recipient: string; purpose: string; body: string }[] = await (
    await page.request.get('/dev/mailbox.json')
  ).json();
  const message = messages.find(
    (m) => m.channel === channel && m.recipient === recipient && m.purpose === 'device-code',
  );
  const code = message?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no device code ${channel} to ${recipient}`);
  return code;
}

const loginForm = (page: Page) => page.getByRole('form', { name: 'Accedi' });
const submit = (page: Page) => loginForm(page).getByRole('button', { name: 'Accedi', exact: true }).click();
const playerMenu = (page: Page, username: string) =>
  page.getByRole('banner').getByRole('button', { name: username });
const attention = (page: Page) => loginForm(page).getByRole('alert').filter({ hasText: 'Attenzione!' });

test.describe('bot check', () => {
  test('the login carries the solved challenge; without it the server refuses (-3) and a new one is solved', async ({
    page,
  }) => {
    await page.goto('/account/login');
    // The widget loads only once the player touches the form: nothing of it with the page.
    await expect(page.locator('altcha-widget')).toHaveCount(0);
    // First attempt: the payload is taken out of the request on its way.
    await page.route('**/api/Account/LoginUser2FA', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      expect(body.recaptcha).toEqual(expect.any(String));
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      delete body.recaptcha;
      await route.continue({ postData: JSON.stringify(body) });
    });
    await fillLogin(page, 'mariorossi');
    await expect(attention(page)).toContainText('-3 - Verifica anti-bot non superata. Riprova.');
    await page.unroute('**/api/Account/LoginUser2FA');
    // The widget solved a new challenge by itself: the next attempt goes through.
    await botCheckSolved(page);
    await submit(page);
    await expect(playerMenu(page, 'mariorossi')).toBeVisible();
  });
});

test.describe('login response codes', () => {
  test('two-factor login (-3334): a wrong code (-3335) then the right one', async ({ page }, testInfo) => {
    await page.goto('/account/login');
    await fillLogin(page, 'annaferri');
    const code = loginForm(page).getByLabel('Codice a due fattori');
    await expect(code).toBeVisible();
    await expect(loginForm(page).getByLabel('Username')).toHaveAttribute('readonly');
    await snap(page, testInfo, 'login-two-factor');

    // Both projects share the server: each uses a later time step, since a code works once.
    const step = testInfo.project.name === 'mobile' ? 1 : 0;
    const right = totp(DEMO_TOTP_SECRET, step);
    const valid = new Set([-1, 0, 1].map((offset) => totp(DEMO_TOTP_SECRET, offset)));
    let wrong = '000000';
    while (valid.has(wrong)) wrong = String(Number(wrong) + 1).padStart(6, '0');

    await code.fill(wrong);
    await submit(page);
    await expect(loginForm(page).getByRole('alert')).toContainText('Il codice a due fattori non è corretto.');
    await expect(code).toHaveValue('');
    await expect(loginForm(page).getByLabel('Username')).toHaveValue('annaferri');
    await expect(loginForm(page).getByLabel(/^Password/)).toHaveValue(DEMO_PASSWORD);

    await code.fill(right);
    await submit(page);
    await expect(playerMenu(page, 'annaferri')).toBeVisible();
  });

  test("'Annulla' leaves the two-factor step", async ({ page }) => {
    await page.goto('/account/login');
    await fillLogin(page, 'annaferri');
    await expect(loginForm(page).getByLabel('Codice a due fattori')).toBeVisible();
    await loginForm(page).getByRole('button', { name: 'Annulla' }).click();
    await expect(loginForm(page).getByLabel('Codice a due fattori')).toHaveCount(0);
    await expect(loginForm(page).getByLabel('Username')).not.toHaveAttribute('readonly');
  });

  test('device authorisation (-3333): the code by SMS or e-mail, then log in again', async ({
    page,
  }, testInfo) => {
    await page.goto('/account/login');
    await fillLogin(page, 'sarabruno');
    const form = loginForm(page);
    await expect(
      form.getByText('Questo dispositivo non è ancora autorizzato.', { exact: false }),
    ).toBeVisible();
    await snap(page, testInfo, 'login-device');

    await form.getByRole('button', { name: 'Non hai ricevuto la mail?' }).click();
    await expect(form.getByRole('link', { name: "contatta l'assistenza clienti" })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    let code: string;
    if (testInfo.project.name === 'desktop') {
      await form.getByRole('button', { name: 'Inviami il codice via SMS' }).click();
      await expect(form.getByText('Ti abbiamo inviato un SMS')).toBeVisible();
      code = await newestCode(page, '+393409876543', 'sms');
    } else {
      // The e-mail sent with -3333 carries a code that the same box accepts.
      code = await newestCode(page, 'sara.bruno@example.it', 'email');
    }

    const box = form.getByLabel('Codice di verifica');
    await form.getByRole('button', { name: 'Verifica codice' }).click();
    await expect(form.getByText('Inserire un codice valido')).toBeVisible();
    await box.fill(code.replace(/^./, (digit) => String((Number(digit) + 1) % 10)));
    await form.getByRole('button', { name: 'Verifica codice' }).click();
    await expect(form.getByText("Riprova o contatta l'assistenza")).toBeVisible();
    await box.fill(code);
    await form.getByRole('button', { name: 'Verifica codice' }).click();
    await expect(form.getByText('Codice verificato')).toBeVisible();
    await snap(page, testInfo, 'login-device-verified');

    await submit(page);
    await expect(playerMenu(page, 'sarabruno')).toBeVisible();
  });

  test('-6443: logged in, then asked to set the deposit limit', async ({ page }, testInfo) => {
    await page.goto('/account/login');
    await fillLogin(page, 'robertoconti');
    await expect(playerMenu(page, 'robertoconti')).toBeVisible();
    const prompt = page
      .getByRole('alert')
      .filter({ hasText: 'Per continuare imposta il tuo limite di ricarica.' });
    await expect(prompt).toBeVisible();
    await snap(page, testInfo, 'login-deposit-limit');
    await prompt.getByRole('button', { name: 'Imposta il limite' }).click();
    await expect(page).toHaveURL(/\/account\/edit\/gioco-consapevole$/);
  });

  test('-5305: the inactive account is sent to the documents page', async ({ page }) => {
    await page.goto('/account/login');
    await fillLogin(page, 'marcoesposito');
    await expect(loginForm(page)).toContainText('-5305 - Il conto non è attivo');
    await expect(loginForm(page).getByRole('link', { name: 'Invia i documenti' })).toHaveAttribute(
      'href',
      '/account/edit/documenti',
    );
  });

  test('1020: the moved account gets the link to the new site', async ({ page }, testInfo) => {
    await page.goto('/account/login');
    await fillLogin(page, 'elenagalli');
    await expect(loginForm(page)).toContainText('1020 - Il tuo conto è stato trasferito su un altro sito.');
    await expect(loginForm(page).getByRole('link', { name: 'Vai al nuovo sito' })).toHaveAttribute(
      'href',
      'https://www.nuovosito-gioco.it/',
    );
    await snap(page, testInfo, 'login-moved');
  });

  test('0 with an invitation: the site-closure message with the migration link', async ({ page }) => {
    await page.goto('/account/login');
    await fillLogin(page, 'sofiaromano');
    await expect(playerMenu(page, 'sofiaromano')).toBeVisible();
    await expect(
      page.getByText('Il sito sta per chiudere: trasferisci il tuo conto sul nuovo sito.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Trasferisci il conto' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.nuovosito-gioco\.it\/account\/migration\?/,
    );
  });
});

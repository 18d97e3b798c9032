import { createHmac } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  fillLogin,
  newestMessage,
  seriousA11yViolations,
  signIn,
  snap,
  test,
} from './fixtures';

/*
 * The profile area /account/edit and its tabs (issue 17, part A), on the real server. Each project
 * uses a demo player of its own (pierofabbri on desktop, ritafabbri on mobile: full registration
 * data, apps/api/src/seed/demo-players.ts), so that the two runs on one server never see each
 * other's changes.
 */

const playerOf = (testInfo: TestInfo) =>
  testInfo.project.name === 'mobile'
    ? {
        username: 'ritafabbri',
        mobile: '+393401113131',
        header: 'Fabbri Rita',
        newEmail: 'rita.nuova@example.it',
      }
    : {
        username: 'pierofabbri',
        mobile: '+393401113030',
        header: 'Fabbri Piero',
        newEmail: 'piero.nuovo@example.it',
      };

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

/** A minimal one-page PDF. */
const pdfFile = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  );

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const codeOf = (body: string) => body.match(/\b\d{6}\b/)![0];

test.describe('profile /account/edit', () => {
  test('every tab: personal data with the SMS code, documents, contacts, two-factor, status, password', async ({
    page,
    clientAddress,
  }, testInfo) => {
    test.setTimeout(90_000);
    const player = playerOf(testInfo);
    await signIn(page, player.username);

    // The account home's tile leads to the edit screen.
    await page.goto('/account');
    await page.getByRole('link', { name: /Modifica Anagrafica/ }).click();
    await expect(page).toHaveURL(/\/account\/edit\/anagrafica$/);
    await expect(page.getByRole('heading', { name: player.header, level: 1 })).toBeVisible();
    await expect(page.getByText(`@${player.username}`)).toBeVisible();
    await expect(page.getByLabel('Codice fiscale')).toHaveAttribute('readonly', '');
    await snap(page, testInfo, 'profile-anagrafica');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A new address: the SMS code first (-3333), then the same save with it.
    const address = page.getByLabel(/Indirizzo di residenza/);
    await address.fill('Via Nuova 1');
    await page.getByRole('button', { name: 'Salva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conferma le modifiche' });
    await expect(dialog).toBeVisible();
    await snap(page, testInfo, 'profile-anagrafica-otp', { fullPage: false });
    const sms = await newestMessage(page.request, player.mobile, 'profile-otp');
    await dialog.getByLabel('Codice ricevuto per SMS').fill(codeOf(sms.body));
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByText('Dati salvati con successo')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/Indirizzo di residenza/)).toHaveValue('Via Nuova 1');

    // Documents: front and back.
    await tab(page, 'Documenti').click();
    await expect(page).toHaveURL(/\/account\/edit\/documenti$/);
    await page.locator('input[type="file"][name="front"]').setInputFiles({
      name: 'fronte.pdf',
      mimeType: 'application/pdf',
      buffer: pdfFile(),
    });
    await page.locator('input[type="file"][name="back"]').setInputFiles({
      name: 'retro.pdf',
      mimeType: 'application/pdf',
      buffer: pdfFile(),
    });
    await page
      .getByRole('form', { name: 'Invia i documenti' })
      .getByRole('button', { name: 'Invia i documenti' })
      .click();
    await expect(page.getByText('Documenti ricevuti: li verificheremo al più presto.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Documenti inviati' }).getByText('In verifica')).toHaveCount(
      2,
    );
    await snap(page, testInfo, 'profile-documenti');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Contacts: the new e-mail only once its code is confirmed.
    await tab(page, 'Contatti e privacy').click();
    await expect(page).toHaveURL(/\/account\/edit\/contatti-e-privacy$/);
    await page.getByRole('button', { name: 'Modifica E-mail' }).click();
    await page.getByLabel('Nuovo indirizzo e-mail').fill(player.newEmail);
    await page.getByRole('button', { name: 'Invia il codice' }).click();
    await expect(
      page.getByText('Il recapito attuale resta valido finché non confermi il nuovo.'),
    ).toBeVisible();
    const mail = await newestMessage(page.request, player.newEmail, 'contact-change');
    await page.getByLabel('Codice di conferma').fill(codeOf(mail.body));
    await snap(page, testInfo, 'profile-contatti-code');
    await page.getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByText('E-mail verificata con successo')).toBeVisible();
    await expect(page.getByText(player.newEmail, { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Newsletter' }).check();
    await page.getByRole('button', { name: 'Salva i consensi' }).click();
    await expect(page.getByText('Dati salvati con successo')).toBeVisible();
    await snap(page, testInfo, 'profile-contatti');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Sicurezza: set-up with a code computed here.
    await tab(page, 'Sicurezza').click();
    await expect(page).toHaveURL(/\/account\/edit\/security$/);
    await page.getByRole('switch', { name: 'Autenticazione a due fattori' }).click({ force: true });
    await expect(page.getByRole('img', { name: 'Codice QR per la configurazione' })).toBeVisible();
    const manual = page.getByRole('button', { name: 'Clicca per copiare il codice' });
    const secret = (await manual.textContent())!.trim();
    await manual.click();
    await expect(page.getByRole('status').filter({ hasText: 'Copiato!' })).toBeVisible();
    await snap(page, testInfo, 'profile-security-setup');
    await page.getByLabel("Codice generato dall'app").fill(totp(secret));
    await page.getByRole('button', { name: 'Verifica' }).click();
    await expect(page.getByText('Operazione conclusa con successo')).toBeVisible();
    await expect(page.getByText("L'autenticazione a due fattori è attiva.")).toBeVisible();
    // Passkeys (none yet) and the devices this journey logged in from.
    await expect(page.getByText('Non hai ancora registrato una passkey.')).toBeVisible();
    // Playwright's device profiles: Chrome on Windows (desktop, tablet), on Android (mobile).
    const device = `Chrome su ${testInfo.project.name === 'mobile' ? 'Android' : 'Windows'}`;
    const devices = page.getByRole('list', { name: 'Dispositivi conosciuti' });
    await expect(devices.getByRole('listitem').first()).toContainText(device);
    await expect(devices.getByRole('listitem').first()).toContainText(`IP ${clientAddress}`);
    // The last logins, this journey's own first, with where it came from.
    const logins = page.getByRole('list', { name: 'Ultimi accessi' });
    await expect(logins.getByText('Accesso con password').first()).toBeVisible();
    await expect(logins.getByRole('listitem').first()).toContainText(`${device} · IP ${clientAddress}`);
    await snap(page, testInfo, 'profile-security-active');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Stato: the recap.
    await tab(page, 'Stato').click();
    await expect(page.getByRole('list', { name: 'Riepilogo dello stato del conto' })).toBeVisible();
    await snap(page, testInfo, 'profile-status');

    // The next login needs the app's code (the next step: the set-up's code worked once).
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/account/login');
    await fillLogin(page, player.username);
    const loginForm = page.getByRole('form', { name: 'Accedi' });
    await loginForm.getByLabel('Codice a due fattori').fill(totp(secret, 1));
    await loginForm.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(
      page.getByRole('banner').getByRole('button', { name: player.username, exact: true }),
    ).toBeVisible();

    // Turning it off asks for the password again.
    await page.goto('/account/edit/security');
    await expect(page.getByText("L'autenticazione a due fattori è attiva.")).toBeVisible();
    await page.getByRole('switch', { name: 'Autenticazione a due fattori' }).click({ force: true });
    await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Disattiva' }).click();
    await expect(page.getByText('Operazione conclusa con successo')).toBeVisible();

    // Password: the account home's tile leads to the tab; a change logs out everywhere.
    await page.goto('/account');
    await page.getByRole('link', { name: /Modifica Password/ }).click();
    await expect(page).toHaveURL(/\/account\/edit\/password$/);
    await expect(tab(page, 'Password')).toHaveAttribute('aria-selected', 'true');
    await snap(page, testInfo, 'profile-password');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("the 'Profilo utente' item and the edit-contacts address land on the screen", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the account navigation is the desktop one');
    await signIn(page, 'pierofabbri');
    await page.goto('/account');
    await page
      .getByRole('navigation', { name: 'Navigazione del conto' })
      .getByRole('link', { name: 'Profilo utente', exact: true })
      .click();
    await expect(page).toHaveURL(/\/account\/edit$/);
    await expect(tab(page, 'Anagrafica')).toHaveAttribute('aria-selected', 'true');
    await page.goto('/account/edit/contatti-e-privacy/edit-contacts');
    await expect(page.getByLabel('Nuovo indirizzo e-mail')).toBeVisible();
  });
});

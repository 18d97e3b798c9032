import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  fillLogin,
  newestMessage,
  seriousA11yViolations,
  snap,
  test,
  type MailboxMessage,
} from './fixtures';

// Each project (desktop, mobile) runs on the same server: the passwords it sets are its own.

const playerMenu = (page: Page, username: string) =>
  page.getByRole('banner').getByRole('button', { name: username, exact: true });

async function changePassword(page: Page, oldPassword: string, newPassword: string) {
  const form = page.getByRole('form', { name: 'Modifica password' });
  await form.getByLabel('Password attuale').fill(oldPassword);
  await form.getByLabel(/^Nuova password/).fill(newPassword);
  await form.getByLabel('Ripeti la nuova password').fill(newPassword);
  await form.getByRole('button', { name: 'Modifica password' }).click();
}

test.describe('password recovery', () => {
  test('temporary password by e-mail, login with it, forced change, login with the new password', async ({
    page,
  }, testInfo) => {
    const newPassword = `Recupero${testInfo.project.name === 'mobile' ? 'M' : 'D'}2026`;
    await page.goto('/account/login');
    await page.getByRole('link', { name: 'Hai dimenticato la password?' }).click();
    await expect(page).toHaveURL(/\/account\/login\?recover=password$/);
    await expect(page.getByRole('heading', { name: 'Recupera la password' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Recupera la password' });
    await form.getByRole('button', { name: 'Continua' }).click();
    await expect(form.getByText('Il campo è richiesto')).toHaveCount(2);
    await form.getByLabel('Indirizzo e-mail').fill('lorenzo.gallo@');
    await form.getByLabel('Username').fill('lorenzogallo');
    await form.getByRole('button', { name: 'Continua' }).click();
    await expect(form.getByText('Inserire una mail valida')).toBeVisible();
    // The channel can be switched: the mobile has its own rules.
    await form.getByRole('radio', { name: 'Cellulare' }).check();
    await form.getByLabel('Numero di cellulare').fill('33512');
    await form.getByRole('button', { name: 'Continua' }).click();
    await expect(form.getByText('Lunghezza minima 6 caratteri')).toBeVisible();
    await form.getByRole('radio', { name: 'E-mail' }).check();
    await form.getByLabel('Indirizzo e-mail').fill('lorenzo.gallo@example.it');
    await snap(page, testInfo, 'recovery-password-form');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Continua' }).click();

    const modal = page.getByRole('dialog', { name: 'Domanda di sicurezza' });
    await expect(modal.getByText('Qual è il cognome da nubile di tua madre?')).toBeVisible({
      timeout: 20_000,
    });
    await modal.getByRole('button', { name: 'Conferma' }).click();
    await expect(modal.getByText('Inserire la risposta')).toBeVisible();
    await modal.getByLabel('Risposta').fill('Verdi');
    await snap(page, testInfo, 'recovery-security-question');
    await modal.getByRole('button', { name: 'Conferma' }).click();
    await expect(
      page.getByText(
        'Se i dati inseriti sono corretti, riceverai a breve via e-mail una password temporanea valida 30 minuti.',
      ),
    ).toBeVisible();
    await snap(page, testInfo, 'recovery-password-sent');

    const mail = await newestMessage(page.request, 'lorenzo.gallo@example.it', 'temp-password');
    const temporary = /password temporanea è: ([A-Za-z0-9]{10})/.exec(mail.body)![1]!;

    await page.getByRole('link', { name: 'Torna al login' }).click();
    await fillLogin(page, 'lorenzogallo', temporary);
    await expect(page).toHaveURL(/\/account\/change-password$/);
    await expect(
      page.getByText('Per motivi di sicurezza devi scegliere una nuova password prima di continuare.'),
    ).toBeVisible();
    // Anywhere else under /account leads back here until the password is changed.
    await page.goto('/account/dashboard');
    await expect(page).toHaveURL(/\/account\/change-password$/);
    await snap(page, testInfo, 'change-password-required');

    await changePassword(page, temporary, newPassword);
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(
      page.getByText('Password modificata correttamente. Accedi con la nuova password.'),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
    await snap(page, testInfo, 'password-changed-login');

    // The temporary password was spent; the new one works.
    await fillLogin(page, 'lorenzogallo', temporary);
    await expect(page.getByRole('alert').filter({ hasText: 'Attenzione!' })).toContainText(
      'Nome utente o password non corretti',
    );
    await fillLogin(page, 'lorenzogallo', newPassword);
    await expect(playerMenu(page, 'lorenzogallo')).toBeVisible();
  });

  test('a wrong answer gets the same reply and sends nothing', async ({ page }) => {
    const before = (await (await page.request.get('/dev/mailbox.json')).json()) as MailboxMessage[];
    await page.goto('/account/login?recover=password');
    const form = page.getByRole('form', { name: 'Recupera la password' });
    await form.getByLabel('Indirizzo e-mail').fill('mario.rossi@example.it');
    await form.getByLabel('Username').fill('nessunoqui');
    await form.getByRole('button', { name: 'Continua' }).click();
    const modal = page.getByRole('dialog', { name: 'Domanda di sicurezza' });
    await modal.getByLabel('Risposta').fill('Bianchi', { timeout: 20_000 });
    await modal.getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByText(/Se i dati inseriti sono corretti/)).toBeVisible();
    const after = (await (await page.request.get('/dev/mailbox.json')).json()) as MailboxMessage[];
    expect(after.length).toBe(before.length);
  });
});

test.describe('username recovery', () => {
  test('e-mail, security question, answer: the username arrives by e-mail', async ({ page }, testInfo) => {
    await page.goto('/account/login');
    await page.getByRole('link', { name: 'Hai dimenticato lo username?' }).click();
    const form = page.getByRole('form', { name: 'Recupera lo username' });
    await form.getByLabel('Indirizzo e-mail').fill('mario.rossi');
    await form.getByRole('button', { name: 'Continua' }).click();
    await expect(form.getByText('Indirizzo non valido')).toBeVisible();
    await form.getByLabel('Indirizzo e-mail').fill('mario.rossi@example.it');
    await snap(page, testInfo, 'recovery-username-form');
    await form.getByRole('button', { name: 'Continua' }).click();

    const modal = page.getByRole('dialog', { name: 'Domanda di sicurezza' });
    await expect(modal.getByText('Qual è il cognome da nubile di tua madre?')).toBeVisible({
      timeout: 20_000,
    });
    await modal.getByLabel('Risposta').fill('verdi');
    await modal.getByRole('button', { name: 'Conferma' }).click();
    await expect(
      page.getByText('Se i dati inseriti sono corretti, riceverai a breve una e-mail con il tuo username.'),
    ).toBeVisible();
    await snap(page, testInfo, 'recovery-username-sent');
    const mail = await newestMessage(page.request, 'mario.rossi@example.it', 'username-recovery');
    expect(mail.body).toContain('il tuo username è: mariorossi');
  });
});

test.describe('change password', () => {
  test('the rules, a refusal, a change that logs out, and a login with the new password', async ({
    page,
  }, testInfo) => {
    const newPassword = 'Cambiata2026';
    // A player per project: a changed password cannot go back to the demo one.
    const username = testInfo.project.name === 'mobile' ? 'valentinarizzo' : 'martinaleone';
    await page.goto('/account/change-password');
    await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Faccount%2Fchange-password$/);
    await fillLogin(page, username, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/account\/change-password$/);
    await expect(page.getByRole('heading', { name: 'Modifica password' })).toBeVisible();
    // The mobile header and footer are hidden on this page.
    const mobile = testInfo.project.name === 'mobile';
    await expect(page.getByRole('banner')).toBeVisible({ visible: !mobile });
    await expect(page.getByRole('contentinfo')).toBeVisible({ visible: !mobile });

    const form = page.getByRole('form', { name: 'Modifica password' });
    await form.getByLabel('Password attuale').fill(DEMO_PASSWORD);
    await form.getByLabel(/^Nuova password/).fill('debole');
    await form.getByLabel('Ripeti la nuova password').fill('diversa');
    await form.getByRole('button', { name: 'Modifica password' }).click();
    await expect(form.getByText('Sicurezza password non sufficiente')).toBeVisible();
    await expect(form.getByText('Le password non coincidono')).toBeVisible();
    await snap(page, testInfo, 'change-password-rules');

    await changePassword(page, 'Sbagliata99', newPassword);
    await expect(form.getByRole('alert')).toContainText('La password attuale non è corretta.');
    await snap(page, testInfo, 'change-password-refused');

    await changePassword(page, DEMO_PASSWORD, newPassword);
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(
      page.getByText('Password modificata correttamente. Accedi con la nuova password.'),
    ).toBeVisible();

    await fillLogin(page, username, DEMO_PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'Attenzione!' })).toContainText(
      'Nome utente o password non corretti',
    );
    await fillLogin(page, username, newPassword);
    await expect(playerMenu(page, username)).toBeVisible();

    // Back to the demo password: refused, it is one of the last five.
    await page.goto('/account/change-password');
    await changePassword(page, newPassword, DEMO_PASSWORD);
    await expect(page.getByRole('form', { name: 'Modifica password' }).getByRole('alert')).toContainText(
      'La nuova password deve essere diversa dalle ultime 5 password che hai usato.',
    );
    await snap(page, testInfo, 'change-password-previous-refused');
    await expect(page).toHaveURL(/\/account\/change-password$/);
  });
});

test('the help page offers Live Chat and the support mail link', async ({ page }, testInfo) => {
  await page.goto('/account/help');
  await expect(page.getByRole('heading', { name: 'Assistenza' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Live Chat' })).toHaveAttribute(
    'href',
    /^mailto:assistenza@contogioco\.it\?subject=Live%20Chat/,
  );
  await expect(page.getByRole('link', { name: 'assistenza@contogioco.it' })).toHaveAttribute(
    'href',
    'mailto:assistenza@contogioco.it',
  );
  await snap(page, testInfo, 'help');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

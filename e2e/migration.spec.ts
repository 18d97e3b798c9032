import type { Page } from '@playwright/test';
import { expect, fillLogin, seriousA11yViolations, snap, test } from './fixtures';

/**
 * The seeded invitations (apps/api/src/seed/legacy-accounts.ts, README demo section). Each
 * converts once per fresh database: the desktop journey converts the first, the mobile one the second.
 */
const INVITATIONS = {
  desktop: { cf: 'MRTLSN85H14F205D', inv: 'INV-5000101-7QK4', username: 'alemoretti' },
  mobile: { cf: 'CLMFNC90C62L219G', inv: 'INV-5000102-M3XP', username: 'fracolombo' },
} as const;
/** The person of the RegisterMulti demo: a real fiscal code, never converted by these journeys. */
const OTHER_CF = 'FRRGRG78S05F839A';

const NEW_PASSWORD = 'Trasferito2026';

const linkOf = (invitation: { cf: string; inv: string; username: string }) =>
  `/account/migration?${new URLSearchParams(invitation).toString()}`;

const migrationForm = (page: Page) => page.getByRole('form', { name: 'Trasferisci il tuo conto' });

async function fillMigration(page: Page) {
  const form = migrationForm(page);
  await form.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await form.getByLabel(/^Ripeti la password/).fill(NEW_PASSWORD);
  await form.getByLabel(/^Domanda segreta/).selectOption({ label: 'Qual è il tuo animale preferito?' });
  await form.getByLabel(/^Risposta/).fill('Gatto');
  await form.getByLabel(/^Ripeti la risposta/).fill('Gatto');
  await form.getByLabel(/^Limite massimo di ricarica/).selectOption('25000');
  await form
    .getByRole('radiogroup', { name: /comunicazioni commerciali/ })
    .getByLabel('No')
    .check();
  await form
    .getByRole('radiogroup', { name: /profilazione/ })
    .getByLabel('No')
    .check();
  // The bot check (ALTCHA) solves itself once the form is touched.
  await expect(form.locator('altcha-widget [data-state="verified"]')).toBeAttached({ timeout: 15_000 });
}

test.describe('migration of an old account', () => {
  test('from the invitation link to the confirmation, then the login with the new username', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000); // three bot checks (two migrations and the login)
    const invitation = INVITATIONS[testInfo.project.name as keyof typeof INVITATIONS];
    await page.goto(linkOf(invitation));
    await expect(page.getByRole('heading', { name: 'Trasferisci il tuo conto' })).toBeVisible();
    await expect(page.getByText(`Conto da trasferire: ${invitation.username}`)).toBeVisible();
    const form = migrationForm(page);
    // The old username is offered as the new one.
    await expect(form.getByLabel(/^Nuovo nome utente/)).toHaveValue(invitation.username);

    await form.getByRole('button', { name: 'Trasferisci il conto' }).click();
    await expect(form.getByText('Il campo è richiesto').first()).toBeVisible();
    await form.getByLabel(/^Password/).fill('soloLettere');
    await form.getByRole('button', { name: 'Trasferisci il conto' }).click();
    await expect(form.getByText('Sicurezza password non sufficiente')).toBeVisible();
    await snap(page, testInfo, 'migration-form-errors');

    await fillMigration(page);
    await snap(page, testInfo, 'migration-form');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Trasferisci il conto' }).click();

    await expect(
      page.getByRole('heading', { name: 'Complimenti! La tua registrazione è andata a buon fine' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Il tuo nickname è')).toBeVisible();
    await expect(page.getByTestId('migration-nickname')).toHaveText(invitation.username);
    await snap(page, testInfo, 'migration-done');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Effettua la login' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/login\\?username=${invitation.username}$`));
    await expect(page.getByLabel('Username')).toHaveValue(invitation.username);

    // The same link again: the account is already converted (-4), and the player is sent to log in.
    await page.goto(linkOf(invitation));
    await fillMigration(page);
    await form.getByLabel(/^Nuovo nome utente/).fill(`${invitation.username}2`);
    await form.getByRole('button', { name: 'Trasferisci il conto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Si è verificato un errore' });
    await expect(
      dialog.getByText('-4 - Questo conto è già stato trasferito: accedi con lo username che hai scelto.'),
    ).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('link', { name: 'Vai al login' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);

    // The new credentials work: a provisional account, logged in (the status recap asks for the rest).
    await fillLogin(page, invitation.username, NEW_PASSWORD);
    await expect(
      page.getByRole('banner').getByRole('button', { name: invitation.username, exact: true }),
    ).toBeVisible({ timeout: 20_000 });
  });

  test('a link whose invitation names no account: the error with code and message', async ({
    page,
  }, testInfo) => {
    await page.goto(linkOf({ cf: OTHER_CF, inv: 'INV-SBAGLIATO', username: 'giorgioferrara' }));
    await fillMigration(page);
    await migrationForm(page).getByRole('button', { name: 'Trasferisci il conto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Si è verificato un errore' });
    await expect(
      dialog.getByText(
        "-1 - Il link di invito non è valido. Controlla di averlo aperto per intero o contatta l'assistenza clienti.",
      ),
    ).toBeVisible({ timeout: 20_000 });
    await snap(page, testInfo, 'migration-error');
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect(dialog).toBeHidden();
    await expect(migrationForm(page)).toBeVisible();
  });

  test('a link without its invitation: a message instead of the form', async ({ page }, testInfo) => {
    await page.goto(`/account/migration?cf=${OTHER_CF}`);
    await expect(page.getByText('Link di invito non valido')).toBeVisible();
    await expect(migrationForm(page)).toHaveCount(0);
    await snap(page, testInfo, 'migration-invalid-link');
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

import type { Page } from '@playwright/test';
import {
  desktopOnly,
  expect,
  loginAs,
  newestMessage,
  seriousA11yViolations,
  signIn,
  snap,
  test,
} from './fixtures';

const statusModal = (page: Page) => page.getByRole('dialog', { name: 'Stato del conto' });

test.describe('account status', () => {
  test('a provisional player sees the status modal, puts it off, then finds the recap through the badge', async ({
    page,
  }, testInfo) => {
    await loginAs(page, 'giuliabianchi');
    const modal = statusModal(page);
    await expect(modal).toBeVisible();
    await expect(modal.getByText('Numero di cellulare', { exact: true })).toBeVisible();
    await expect(modal.getByText('Indirizzo e-mail', { exact: true })).toBeVisible();
    await expect(
      modal.getByText('Il conto è provvisorio: invia i tuoi documenti per convalidarlo.'),
    ).toBeVisible();
    // The documents are sent in their own modal (e2e/registration-confirm.spec.ts sends some).
    await expect(modal.getByRole('button', { name: 'Invia i documenti' })).toBeVisible();
    await snap(page, testInfo, 'status-modal');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await modal.getByRole('button', { name: 'Non ora' }).click();
    await expect(modal).toBeHidden();

    // 'Non ora' holds for the session, across a reload.
    await page.goto('/account');
    const badge = page.getByRole('main').getByRole('alert');
    await expect(badge).toContainText('Conto non convalidato. Per inviare i documenti Clicca qui');
    await expect(badge).toContainText('Il tuo numero di cellulare non è ancora confermato.');
    await expect(statusModal(page)).toBeHidden();
    await badge.getByRole('link', { name: 'Clicca qui' }).click();

    await expect(page).toHaveURL(/\/account\/status$/);
    await expect(page.getByRole('heading', { name: 'Stato del conto', level: 1 })).toBeVisible();
    const recap = page.getByRole('list', { name: 'Riepilogo dello stato del conto' });
    await expect(recap.getByRole('listitem')).toHaveCount(12);
    await expect(recap.getByText('Da completare')).toHaveCount(3);
    await expect(page.getByText('Documenti mancanti: inviali per convalidare il conto')).toBeVisible();
    await expect(statusModal(page)).toBeHidden();
    await snap(page, testInfo, 'status-page');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a player confirms the mobile with the SMS code and the e-mail through its link', async ({
    page,
  }, testInfo) => {
    desktopOnly(testInfo);
    await signIn(page, 'paolagreco');
    const modal = statusModal(page);
    await modal.getByRole('button', { name: 'Verifica il cellulare' }).click();
    const codeBox = modal.getByLabel('Codice di conferma');
    await expect(codeBox).toBeVisible();
    const sms = await newestMessage(page.request, '+393405556677', 'mobile-confirm');
    const code = /\b(\d{6})\b/.exec(sms.body)![1]!;

    await codeBox.fill(code === '000000' ? '111111' : '000000');
    await modal.getByRole('button', { name: 'Conferma', exact: true }).click();
    await expect(
      modal.getByText('Si è verificato un errore. Verifica il codice di conferma e riprova'),
    ).toBeVisible();
    await snap(page, testInfo, 'status-mobile-code');

    await codeBox.fill(code);
    await modal.getByRole('button', { name: 'Conferma', exact: true }).click();
    await expect(page.getByText('Cellulare verificato con successo')).toBeVisible();
    await expect(modal.getByText('Numero di cellulare', { exact: true })).toBeHidden();

    await modal.getByRole('button', { name: 'Invia di nuovo la mail di conferma' }).click();
    await expect(
      modal.getByText("Ti abbiamo inviato una mail all'indirizzo paola.greco@example.it"),
    ).toBeVisible();
    const mail = await newestMessage(page.request, 'paola.greco@example.it', 'email-confirm');
    const link = new URL(/(http\S+)/.exec(mail.body)![1]!);
    expect(link.pathname).toBe('/account/verify-email');

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('Indirizzo e-mail verificato correttamente')).toBeVisible();
    await snap(page, testInfo, 'status-email-verified');
    // The link works once.
    await page.reload();
    await expect(
      page.getByText('Il link di verifica non è valido o è scaduto. Chiedi una nuova mail di conferma.'),
    ).toBeVisible();

    // Only the documents are left.
    await page.goto('/account/status');
    const recap = page.getByRole('list', { name: 'Riepilogo dello stato del conto' });
    await expect(recap.getByText('Da completare')).toHaveCount(1);
    await expect(recap.getByRole('button', { name: 'Invia i documenti' })).toBeVisible();
  });

  test('a player accepts the new terms from the status modal', async ({ page }, testInfo) => {
    desktopOnly(testInfo);
    await loginAs(page, 'davidemarino');
    // He must change his password first: the modal waits off that page, and shows on the home page.
    await expect(page).toHaveURL(/\/account\/change-password$/);
    await expect(statusModal(page)).toBeHidden();
    await page.goto('/');
    const modal = statusModal(page);
    await expect(modal.getByText('Termini e condizioni', { exact: true })).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Cambia la password' })).toHaveAttribute(
      'href',
      '/account/change-password',
    );
    await expect(modal.getByRole('link', { name: 'Compila il questionario PEP' })).toHaveAttribute(
      'href',
      '/account/edit/pep-profile',
    );
    await modal.getByRole('button', { name: 'Accetto i termini e condizioni' }).click();
    await expect(page.getByText('Termini accettati correttamente')).toBeVisible();
    await expect(modal.getByText('Termini e condizioni', { exact: true })).toBeHidden();
    await expect(modal.getByText('Questionario PEP', { exact: true })).toBeVisible();
    await snap(page, testInfo, 'status-terms-accepted');

    // Accepted for good: a new start shows the modal without them.
    await page.reload();
    await expect(statusModal(page).getByText('Questionario PEP', { exact: true })).toBeVisible();
    await expect(statusModal(page).getByText('Termini e condizioni', { exact: true })).toBeHidden();
  });
});

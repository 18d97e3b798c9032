import type { Page, TestInfo } from '@playwright/test';
import { expect, seriousA11yViolations, shownBalance, signIn, snap, test, type Balance } from './fixtures';

/*
 * Deposit journeys (issue 5): the deposit screen, the sandbox provider's hosted page, and the
 * result page, on the real server. Each project deposits as a player of its own (federicamarchi on
 * desktop, simonebarbieri on mobile: validated, no deposit yet, the seed's € 500 weekly limit), so
 * that the two runs on one server never see each other's money.
 */

const DEPOSIT = '/account/ricarica';
const SANDBOX_BANNER = 'AMBIENTE DI PROVA — nessun addebito reale';

const depositor = (testInfo: TestInfo) =>
  testInfo.project.name === 'mobile' ? 'simonebarbieri' : 'federicamarchi';

/** '€ 1.234,56' -> 123456. */
/** Opens the deposit screen and answers its balance (Saldo, Prelevabile) in cents. */
async function openDeposit(page: Page): Promise<Balance> {
  await page.goto(DEPOSIT);
  await expect(page.getByRole('heading', { name: 'Ricarica', level: 1 })).toBeVisible();
  return shownBalance(page);
}

/** Selects a method by its NameLong, opening 'Altri metodi di pagamento' on mobile when needed. */
async function chooseMethod(page: Page, nameLong: string) {
  const methods = page.getByRole('list', { name: 'Metodi di pagamento' });
  const button = methods.getByRole('button', { name: nameLong, exact: true });
  await expect(methods).toBeVisible();
  if (!(await button.isVisible()))
    await page.getByRole('button', { name: 'Altri metodi di pagamento' }).click();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: nameLong })).toBeVisible();
}

/** Fills the deposit form (amount in euro, the method's e-mail when it asks for one) and submits. */
async function submitDeposit(page: Page, euro: number, options: { email?: string; code?: string } = {}) {
  const form = page.getByRole('form', { name: 'Dati della ricarica' });
  await form.getByLabel('Importo (€)').fill(String(euro));
  if (options.email) await form.getByLabel('Indirizzo e-mail').fill(options.email);
  if (options.code) await form.getByRole('textbox', { name: /^Codice( \*)?$/ }).fill(options.code);
  await form.getByRole('button', { name: 'Procedi con la ricarica' }).click();
}

/** The balance shown by the deposit screen, once it reaches the expected value. */
async function expectBalance(page: Page, expected: { soldi: number; prelevabile: number }) {
  await expect(async () => {
    expect(await openDeposit(page)).toEqual(expected);
  }).toPass({ timeout: 10_000 });
}

test.describe('deposit', () => {
  test('the deposit screen: balance, methods, the selected method and the amounts', async ({
    page,
  }, testInfo) => {
    await signIn(page, depositor(testInfo));
    await openDeposit(page);
    const methods = page.getByRole('list', { name: 'Metodi di pagamento' });
    if (testInfo.project.name === 'mobile') {
      // Six methods, then the others on request.
      await expect(methods.getByRole('button')).toHaveCount(6);
      await page.getByRole('button', { name: 'Altri metodi di pagamento' }).click();
      await expect(methods.getByRole('button')).toHaveCount(10);
      await expect(page.getByRole('button', { name: 'Meno metodi' })).toBeVisible();
    } else {
      await expect(methods.getByRole('button')).toHaveCount(10);
    }
    await chooseMethod(page, 'Neteller');
    const details = page.getByRole('region', { name: 'Neteller' });
    await expect(details).toContainText('TEST');
    await expect(details).toContainText('1,5%');
    await expect(page.getByRole('group', { name: 'Importi predefiniti' }).getByRole('button')).toHaveText([
      '€ 10',
      '€ 20',
      '€ 50',
      '€ 100',
      '€ 200',
      '€ 500',
    ]);
    await snap(page, testInfo, 'deposit-screen');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a redirect deposit approved on the provider page raises the balance once', async ({
    page,
  }, testInfo) => {
    await signIn(page, depositor(testInfo));
    const before = await openDeposit(page);
    await chooseMethod(page, 'Neteller');
    await submitDeposit(page, 20, { email: 'conto.neteller@example.it' });

    await expect(page).toHaveURL(/\/sandbox\/pay\/SBX-/);
    await expect(page.getByText(SANDBOX_BANNER)).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Neteller');
    await expect(page.getByRole('main')).toContainText('20,00');
    await snap(page, testInfo, 'deposit-sandbox-page');
    await page.getByRole('button', { name: 'Approva il pagamento' }).click();

    await expect(page).toHaveURL(/\/account\/ricarica\/results\/success\?.*payment_type=neteller/);
    await expect(page.getByText('Complimenti, transazione eseguita con successo.')).toBeVisible();
    // The player had never deposited (unless this is a retry on the same server): this was the first.
    const first = before.soldi === 0;
    if (first) await expect(page.getByText('Hai completato la tua prima ricarica.')).toBeVisible();
    await snap(page, testInfo, 'deposit-result-success');
    // Coming back to the result page (a reload, the browser's history) credits nothing more.
    await page.reload();
    await expect(page.getByText('Complimenti, transazione eseguita con successo.')).toBeVisible();

    // The first deposit brings its bonus (100%): playable, not withdrawable.
    await expectBalance(page, {
      soldi: before.soldi + 2_000 + (first ? 2_000 : 0),
      prelevabile: before.prelevabile + 2_000,
    });
  });

  test("a PayPal approval: the result page keeps the session and confirms with PayPal's token", async ({
    page,
  }, testInfo) => {
    await signIn(page, depositor(testInfo));
    const before = await openDeposit(page);
    await chooseMethod(page, 'PayPal');
    await submitDeposit(page, 15, { email: 'conto.paypal@example.it' });

    await expect(page).toHaveURL(/\/sandbox\/pay\/SBX-/);
    const confirmation = page.waitForResponse((response) => response.url().includes('/api/payment/paypal?'));
    await page.getByRole('button', { name: 'Approva il pagamento' }).click();

    // PayPal's return query carries its own `token` (the payment id): not a session token.
    await expect(page).toHaveURL(/\/account\/ricarica\/results\/success\?token=SBX-/);
    expect(new URL((await confirmation).url()).searchParams.get('token')).toMatch(/^SBX-/);
    await expect(page.getByText('Complimenti, transazione eseguita con successo.')).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: depositor(testInfo), exact: true }),
    ).toBeVisible();
    await expectBalance(page, { soldi: before.soldi + 1_500, prelevabile: before.prelevabile + 1_500 });
  });

  test('a declined payment lands on the failed page with the reason, and moves no money', async ({
    page,
  }, testInfo) => {
    await signIn(page, depositor(testInfo));
    const before = await openDeposit(page);
    await chooseMethod(page, 'Mastercard VIP');
    await submitDeposit(page, 15, { code: '5500000000000004' });

    await expect(page).toHaveURL(/\/sandbox\/pay\/SBX-/);
    await page.getByRole('button', { name: 'Rifiuta il pagamento' }).click();

    await expect(page).toHaveURL(/\/account\/ricarica\/results\/failed\?/);
    await expect(page.getByText('Transazione non andata a buon fine.')).toBeVisible();
    await expect(page.getByText('Pagamento rifiutato dal circuito')).toBeVisible();
    await snap(page, testInfo, 'deposit-result-failed');
    await expectBalance(page, before);
  });

  test('a payment left pending shows the pending page and credits nothing yet', async ({
    page,
  }, testInfo) => {
    await signIn(page, depositor(testInfo));
    const before = await openDeposit(page);
    await chooseMethod(page, 'Carta di debito (Apco)');
    await submitDeposit(page, 12);

    await expect(page).toHaveURL(/\/sandbox\/pay\/SBX-/);
    await page.getByRole('button', { name: 'Lascia in sospeso' }).click();

    await expect(page).toHaveURL(/\/account\/ricarica\/results\/pending\?/);
    await expect(page.getByText('La transazione è in elaborazione')).toBeVisible();
    await snap(page, testInfo, 'deposit-result-pending');
    await expectBalance(page, before);
  });

  test('a modal method: the provider page opens in a dialog and the approval credits', async ({
    page,
  }, testInfo) => {
    await signIn(page, depositor(testInfo));
    const before = await openDeposit(page);
    await chooseMethod(page, 'Paysafecard');
    await submitDeposit(page, 10);

    const dialog = page.getByRole('dialog', { name: 'Pagamento con Paysafecard' });
    await expect(dialog).toBeVisible();
    const frame = dialog.frameLocator('iframe');
    await expect(frame.getByText(SANDBOX_BANNER)).toBeVisible();
    await snap(page, testInfo, 'deposit-modal');
    // The decision takes the whole window (target _top) to the result page.
    await frame.getByRole('button', { name: 'Approva il pagamento' }).click();

    await expect(page).toHaveURL(/\/account\/ricarica\/results\/success\?.*payment_type=paysafe/);
    await expect(page.getByText('Complimenti, transazione eseguita con successo.')).toBeVisible();
    await expectBalance(page, { soldi: before.soldi + 1_000, prelevabile: before.prelevabile + 1_000 });
  });

  test('a form-post method: the signed form reaches the provider page, and the approval credits', async ({
    page,
  }, testInfo) => {
    await signIn(page, depositor(testInfo));
    const before = await openDeposit(page);
    await chooseMethod(page, 'Carta di credito');
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/sandbox/pay'),
    );
    await submitDeposit(page, 25);

    const form = (await posted).postData() ?? '';
    expect(new URLSearchParams(form).get('amount')).toBe('2500');
    expect(new URLSearchParams(form).get('signature')).toMatch(/^[0-9a-f]{64}$/);
    await expect(page).toHaveURL(/\/sandbox\/pay\/SBX-/);
    await expect(page.getByRole('main')).toContainText('Carta di credito');
    await page.getByRole('button', { name: 'Approva il pagamento' }).click();

    await expect(page).toHaveURL(/\/account\/ricarica\/results\/success\?.*payment_type=safecharge/);
    await expect(page.getByText('Complimenti, transazione eseguita con successo.')).toBeVisible();
    await expectBalance(page, { soldi: before.soldi + 2_500, prelevabile: before.prelevabile + 2_500 });
  });

  test('a form in a new tab (Postepay): the card provider approves with 00 there, and the balance rises', async ({
    page,
    context,
  }, testInfo) => {
    await signIn(page, depositor(testInfo));
    const before = await openDeposit(page);
    await chooseMethod(page, 'Postepay');
    const opened = context.waitForEvent('page');
    await submitDeposit(page, 30);

    const tab = await opened;
    await expect(tab).toHaveURL(/\/sandbox\/pay\/SBX-/);
    await expect(page.getByText('Completa il pagamento nella finestra che si è aperta.')).toBeVisible();
    await tab.getByRole('button', { name: 'Approva il pagamento' }).click();

    await expect(tab).toHaveURL(
      /\/account\/ricarica\/results\/success\?.*RESPONSE_CODE_AUT=00.*payment_type=poste/,
    );
    await expect(tab.getByText('Complimenti, transazione eseguita con successo.')).toBeVisible();
    await tab.close();
    await expectBalance(page, { soldi: before.soldi + 3_000, prelevabile: before.prelevabile + 3_000 });
  });

  test('a deposit over the weekly limit is refused with the message, and nothing starts', async ({
    page,
  }, testInfo) => {
    await signIn(page, depositor(testInfo));
    const before = await openDeposit(page);
    await chooseMethod(page, 'Carta di debito (Apco)');
    await submitDeposit(page, 600);

    const alert = page.getByRole('alert').filter({ hasText: 'Attenzione!' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(
      /-5 - L'importo supera il tuo limite di deposito settimanale: puoi ricaricare ancora €\s\d/,
    );
    await expect(page).toHaveURL(new RegExp(`${DEPOSIT}$`));
    await snap(page, testInfo, 'deposit-limit-exceeded');
    await expectBalance(page, before);
  });

  test('a player with contacts to verify is told why, with the way to verify them', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'giuliabianchi');
    await page.goto(DEPOSIT);
    // The account-status modal opens first for such a player; 'Non ora' shows the page behind it.
    const status = page.getByRole('dialog', { name: 'Stato del conto' });
    await status.getByRole('button', { name: 'Non ora' }).click();
    await expect(status).toBeHidden();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Le operazioni di deposito non sono consentite' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Verifica cellulare ed e-mail' })).toBeVisible();
    await expect(notice.getByRole('link', { name: "Contatta l'assistenza clienti" })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Metodi di pagamento' })).toHaveCount(0);
    await snap(page, testInfo, 'deposit-contacts-not-verified');
  });

  test('a self-excluded player cannot deposit and is told so', async ({ page }, testInfo) => {
    await signIn(page, 'chiararicci');
    await page.goto(DEPOSIT);
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Sei in modalità autoesclusione: le ricariche non sono consentite.' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: "Contatta l'assistenza clienti" })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Metodi di pagamento' })).toHaveCount(0);
    await snap(page, testInfo, 'deposit-self-excluded');
  });
});

import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import {
  cents,
  expect,
  loginAs,
  seriousA11yViolations,
  shownBalance,
  signIn,
  snap,
  test,
  type Balance,
  type MailboxMessage,
} from './fixtures';
import { DEVELOPMENT_OPERATOR } from '../apps/api/src/modules/operator/development-credentials.ts';

/*
 * Withdrawal journeys (issue 6): the withdrawal screen, its OTP step, the pending list with its
 * cancel, the sandbox operator's payout page, the result pages and the notices of players who may
 * not withdraw, on the real server. Each project withdraws as a player of its own (giorgiafontana
 * on desktop, andreamoretti on mobile: validated, contacts confirmed, € 2.000 cash, cards on file),
 * so that the two runs on one server never see each other's money.
 *
 * At most 4 withdrawal requests per player and Europe/Rome day (money.md §9), counting cancelled
 * and paid ones. Every run starts on a fresh database (playwright.config.ts: the server's DATA_DIR
 * is removed first), and the journeys make three requests per player in all (the bank transfer,
 * the OTP one, the Mastercard VIP one the operator pays); the cancel journey cancels one already
 * pending and makes its own only when run alone. So one run, or a retry of any one journey, stays
 * within the four.
 */

// The sandbox operator's page asks for the operator's login (HTTP Basic): the browser answers its
// challenge with the development operator, as the operator would type it in the prompt.
test.use({ httpCredentials: { ...DEVELOPMENT_OPERATOR } });

const WITHDRAW = '/account/prelievo';
const PENDING_LIST = '/account/elenco-prelievi';
const PAYOUTS = '/sandbox/payouts';
const SANDBOX_BANNER = 'AMBIENTE DI PROVA';

const IBAN_ITALIAN_ONLY =
  'Il prelievo con bonifico bancario può essere fatto soltanto inserendo un IBAN Italiano';
/** A valid Italian IBAN (the check digits are right). */
const ITALIAN_IBAN = 'IT60 X054 2811 1010 0000 0123 456';
/** A valid IBAN, but German: refused all the same. */
const GERMAN_IBAN = 'DE89 3704 0044 0532 0130 00';

const withdrawer = (testInfo: TestInfo) =>
  testInfo.project.name === 'mobile'
    ? {
        username: 'andreamoretti',
        mobile: '+393401112277',
        email: 'andrea.moretti@example.it',
        /** The seeded Mastercard VIP card, as the form offers it. */
        mastercard: '535110******6690 (scad. 02/30)',
      }
    : {
        username: 'giorgiafontana',
        mobile: '+393401112266',
        email: 'giorgia.fontana@example.it',
        mastercard: '535110******4821 (scad. 09/29)',
      };

/** '€ 1.234,56' -> 123456. */

/** Opens the withdrawal screen and answers its balance (Saldo, Prelevabile) in cents. */
async function openWithdraw(page: Page): Promise<Balance> {
  await page.goto(WITHDRAW);
  await expect(page.getByRole('heading', { name: 'Prelievo', level: 1 })).toBeVisible();
  return shownBalance(page);
}

/** The balance shown by the withdrawal screen, once it reaches the expected value (reads are cached 2 s). */
async function expectBalance(page: Page, expected: Balance) {
  await expect(async () => {
    expect(await openWithdraw(page)).toEqual(expected);
  }).toPass({ timeout: 10_000 });
}

const less = (balance: Balance, amount: number): Balance => ({
  soldi: balance.soldi - amount,
  prelevabile: balance.prelevabile - amount,
});

/** Selects a withdrawal method by its NameLong, opening the longer list on mobile when needed. */
async function chooseMethod(page: Page, nameLong: string) {
  const methods = page.getByRole('list', { name: 'Metodi di prelievo' });
  const button = methods.getByRole('button', { name: nameLong, exact: true });
  await expect(methods).toBeVisible();
  if (!(await button.isVisible()))
    await page.getByRole('button', { name: 'Altri metodi di pagamento' }).click();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: nameLong })).toBeVisible();
}

const withdrawalForm = (page: Page) => page.getByRole('form', { name: 'Dati del prelievo' });

/** Fills the withdrawal form (amount in euro, the method's field, the password) and submits it. */
async function submitWithdrawal(page: Page, euro: number, fields: { iban?: string; email?: string }) {
  const form = withdrawalForm(page);
  await form.getByLabel('Importo (€)').fill(String(euro));
  if (fields.iban !== undefined) await form.getByLabel('IBAN').fill(fields.iban);
  if (fields.email !== undefined) await form.getByLabel('Indirizzo e-mail').fill(fields.email);
  await form.getByLabel(/^Password/).fill('Demo12345');
  await form.getByRole('button', { name: 'Richiedi il prelievo' }).click();
}

/** The success answer of a request: 'Operazione conclusa' with the text and the serial (money.md §8). */
async function expectRequested(page: Page) {
  await expect(page.getByText('Operazione conclusa', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/^Il prelievo è stato richiesto con successo\. Seriale: PR[0-9A-F]{14}$/),
  ).toBeVisible();
}

/** How many messages the development mailbox holds for the recipient and purpose. */
async function messageCount(request: APIRequestContext, recipient: string, purpose: string) {
  const messages = (await (await request.get('/dev/mailbox.json')).json()) as MailboxMessage[];
  return messages.filter((m) => m.recipient === recipient && m.purpose === purpose).length;
}

/** The message that arrives after `before` were there (newest first), waiting for it a moment. */
async function nextMessage(request: APIRequestContext, recipient: string, purpose: string, before: number) {
  let found: MailboxMessage | undefined;
  await expect(async () => {
    const messages = ((await (await request.get('/dev/mailbox.json')).json()) as MailboxMessage[]).filter(
      (m) => m.recipient === recipient && m.purpose === purpose,
    );
    expect(messages.length, `a new ${purpose} message to ${recipient}`).toBeGreaterThan(before);
    found = messages[0];
  }).toPass({ timeout: 5_000 });
  return found!;
}

const cancelButton = (page: Page, ticket: string) =>
  page.getByRole('button', { name: `Annulla il prelievo ${ticket}`, exact: true });

/** A pending withdrawal of the list: a table row on desktop, a card on a phone. */
const pendingItem = (page: Page, ticket: string) =>
  page
    .getByRole('row')
    .or(page.getByRole('article'))
    .filter({ has: cancelButton(page, ticket) });

/** Opens the pending list and answers the tickets it shows, newest first. */
async function openPendingList(page: Page): Promise<string[]> {
  await page.goto(PENDING_LIST);
  await expect(page.getByRole('heading', { name: 'Prelievi in attesa', level: 1 })).toBeVisible();
  // A table on desktop, a list of cards on a phone.
  const list = page
    .getByRole('table', { name: 'Prelievi pendenti' })
    .or(page.getByRole('list', { name: 'Prelievi pendenti' }));
  const empty = page.getByText('Non ci sono prelievi pendenti');
  await expect(list.or(empty)).toBeVisible();
  if (await empty.isVisible()) return [];
  const buttons = list.getByRole('button', { name: /^Annulla il prelievo \d{12}$/ });
  const labels = await Promise.all(
    (await buttons.all()).map(async (button) => (await button.getAttribute('aria-label')) ?? ''),
  );
  return labels.map((label) => label.replace('Annulla il prelievo ', ''));
}

/**
 * A pending withdrawal of the player: the newest one of the list, or (when the journey runs alone)
 * a new € 25 bank transfer. Answers its ticket.
 */
async function aPendingWithdrawal(page: Page): Promise<string> {
  const [ticket] = await openPendingList(page);
  if (ticket) return ticket;
  await openWithdraw(page);
  await chooseMethod(page, 'Bonifico bancario');
  await submitWithdrawal(page, 25, { iban: ITALIAN_IBAN });
  await expectRequested(page);
  const [created] = await openPendingList(page);
  expect(created).toBeDefined();
  return created!;
}

/** Closes the account-status modal that a player with something to do sees first ('Non ora'). */
async function notNow(page: Page) {
  const status = page.getByRole('dialog', { name: 'Stato del conto' });
  await status.getByRole('button', { name: 'Non ora' }).click();
  await expect(status).toBeHidden();
}

test.describe('withdrawal', () => {
  test('the withdrawal screen: balance, methods, alert, limits and the pending button', async ({
    page,
  }, testInfo) => {
    await signIn(page, withdrawer(testInfo).username);
    const balance = await openWithdraw(page);
    expect(balance.prelevabile).toBeGreaterThan(0);
    // The site's alert (MessageAlertPrelievi_Attivo, the text of MessageAlertPrelievi).
    await expect(page.getByText('I prelievi con bonifico bancario richiesti dopo le 22:00')).toBeVisible();
    await expect(page.getByText('Puoi fare al massimo 4 richieste di prelievo al giorno.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Limiti di prelievo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Prelievi in attesa' })).toBeVisible();
    await chooseMethod(page, 'Bonifico bancario');
    const details = page.getByRole('region', { name: 'Bonifico bancario' });
    await expect(details).toContainText('TEST');
    await expect(details).toContainText('3-5 giorni lavorativi');
    await expect(withdrawalForm(page)).toContainText(/Min: €\s10,00 - Max: €\s[\d.]+,\d\d/);
    await snap(page, testInfo, 'withdrawal-screen');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a bank transfer: a foreign IBAN is refused and moves nothing, an Italian one is requested', async ({
    page,
  }, testInfo) => {
    await signIn(page, withdrawer(testInfo).username);
    const before = await openWithdraw(page);
    await chooseMethod(page, 'Bonifico bancario');

    await submitWithdrawal(page, 50, { iban: GERMAN_IBAN });
    await expect(page.getByText(IBAN_ITALIAN_ONLY)).toBeVisible();
    await expect(page.getByText('Operazione conclusa')).toHaveCount(0);
    await snap(page, testInfo, 'withdrawal-iban-not-italian');
    await expectBalance(page, before);

    await chooseMethod(page, 'Bonifico bancario');
    await submitWithdrawal(page, 50, { iban: ITALIAN_IBAN });
    await expectRequested(page);
    await snap(page, testInfo, 'withdrawal-requested');
    // The amount left the withdrawable balance at once: it waits in the pending withdrawal.
    await expectBalance(page, less(before, 5_000));
  });

  test('a withdrawal over the OTP threshold is confirmed with the code sent by SMS (by e-mail on mobile)', async ({
    page,
  }, testInfo) => {
    const { username, mobile, email } = withdrawer(testInfo);
    await signIn(page, username);
    const before = await openWithdraw(page);
    await chooseMethod(page, 'Neteller');
    const sent = await messageCount(page.request, mobile, 'withdrawal-otp');
    // € 500: the seed's PrelievoOtpDaImporto (50000 cents) asks for the code.
    await submitWithdrawal(page, 500, { email: 'conto.neteller@example.it' });

    const prompt = page.getByRole('dialog', { name: 'INSERISCI IL CODICE OTP INVIATO PER SMS' });
    await expect(prompt).toBeVisible();
    const sms = await nextMessage(page.request, mobile, 'withdrawal-otp', sent);
    expect(sms.channel).toBe('sms');
    expect(sms.body).toMatch(/^Il tuo codice per confermare il prelievo di €\s500,00 è \d{6}$/);
    await snap(page, testInfo, 'withdrawal-otp', { fullPage: false });
    let code = sms.body.slice(-6);

    if (testInfo.project.name === 'mobile') {
      // A wrong code is refused (-1010) and the field cleared; the code can come by e-mail instead.
      const field = prompt.getByRole('textbox', { name: 'Codice OTP' });
      await field.fill(code === '000000' ? '111111' : '000000');
      await prompt.getByRole('button', { name: 'VERIFICA' }).click();
      await expect(
        prompt.getByText('Il codice OTP non è corretto o è scaduto. Richiedine uno nuovo.'),
      ).toBeVisible();
      await expect(field).toHaveValue('');
      const mailed = await messageCount(page.request, email, 'withdrawal-otp');
      await prompt.getByRole('button', { name: 'Ricevi il codice per e-mail' }).click();
      await expect(
        page.getByRole('dialog', { name: 'INSERISCI IL CODICE OTP INVIATO PER E-MAIL' }),
      ).toBeVisible();
      const mail = await nextMessage(page.request, email, 'withdrawal-otp', mailed);
      expect(mail.channel).toBe('email');
      expect(mail.body).toMatch(/^Il tuo codice per confermare il prelievo di €\s500,00 è \d{6}$/);
      code = mail.body.slice(-6);
    }

    const confirmation = page.getByRole('dialog', { name: /^INSERISCI IL CODICE OTP INVIATO PER / });
    await confirmation.getByRole('textbox', { name: 'Codice OTP' }).fill(code);
    await confirmation.getByRole('button', { name: 'VERIFICA' }).click();
    await expect(confirmation).toBeHidden();
    await expectRequested(page);
    // Moved once, whatever the codes asked for on the way.
    await expectBalance(page, less(before, 50_000));
  });

  test('the pending list shows the requests; cancelling one gives the money back', async ({
    page,
  }, testInfo) => {
    await signIn(page, withdrawer(testInfo).username);
    const ticket = await aPendingWithdrawal(page);
    const before = await openWithdraw(page);
    await openPendingList(page);
    const item = pendingItem(page, ticket);
    await expect(item).toHaveCount(1);
    // Date and time, ticket, amount in euro and type.
    await expect(item).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(item).toContainText(ticket);
    await expect(item).toContainText(/Bonifico bancario|Neteller/);
    const amount = cents(/€\s[\d.]+,\d\d/.exec((await item.textContent()) ?? '')?.[0] ?? '');
    expect(amount).toBeGreaterThan(0);
    await snap(page, testInfo, 'withdrawal-pending-list');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await cancelButton(page, ticket).click();
    const confirm = page.getByRole('dialog', { name: 'Annullare il prelievo?' });
    await expect(confirm).toBeVisible();
    await snap(page, testInfo, 'withdrawal-cancel-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'Sì, annulla il prelievo' }).click();
    await expect(page.getByText("L'annullamento del prelievo è stato eseguito con successo.")).toBeVisible();
    await expect(cancelButton(page, ticket)).toHaveCount(0);
    await snap(page, testInfo, 'withdrawal-cancelled');

    await expectBalance(page, { soldi: before.soldi + amount, prelevabile: before.prelevabile + amount });
  });

  test("a Mastercard VIP withdrawal to the player's card, paid by the sandbox operator: it leaves the pending list", async ({
    page,
  }, testInfo) => {
    const { username, mastercard } = withdrawer(testInfo);
    await signIn(page, username);
    const before = await openWithdraw(page);
    await chooseMethod(page, 'Mastercard VIP');
    const form = withdrawalForm(page);
    // The player's cards (GetDatiMastercard), masked.
    const cards = form.getByLabel('Carta Mastercard VIP');
    await expect(cards.locator('option', { hasText: mastercard })).toHaveCount(1);
    await cards.selectOption({ label: mastercard });
    await form.getByLabel('Importo (€)').fill('30');
    await form.getByLabel(/^Password/).fill('Demo12345');
    await form.getByRole('button', { name: 'Richiedi il prelievo' }).click();
    await expectRequested(page);
    await expectBalance(page, less(before, 3_000));
    const [ticket] = await openPendingList(page);
    expect(ticket).toBeDefined();

    // Nobody else: without the operator's login the page lists nothing (a plain request, which
    // does not answer the login challenge as this file's browser does).
    const refused = await fetch(new URL(PAYOUTS, testInfo.project.use.baseURL));
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(await refused.text()).not.toContain(ticket!);

    await page.goto(PAYOUTS);
    await expect(page.getByText(SANDBOX_BANNER)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prelievi da pagare', level: 1 })).toBeVisible();
    const payout = page.getByRole('listitem').filter({ hasText: ticket! });
    await expect(payout).toHaveCount(1);
    await snap(page, testInfo, 'sandbox-payouts');
    await payout.getByRole('button', { name: 'Paga il prelievo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Prelievo pagato.' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: ticket! })).toHaveCount(0);

    await expect(async () => {
      expect(await openPendingList(page)).not.toContain(ticket!);
    }).toPass({ timeout: 10_000 });
    // Paid: the money had already left the withdrawable balance, and stays gone.
    await expectBalance(page, less(before, 3_000));
  });

  test('a player with contacts to verify is told withdrawals are not allowed, with the way to verify', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'giuliabianchi');
    await page.goto(WITHDRAW);
    await notNow(page);
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Le operazioni di prelievo non sono consentite' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Verifica cellulare ed e-mail' })).toBeVisible();
    await expect(notice.getByRole('link', { name: "Contatta l'assistenza clienti" })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Metodi di prelievo' })).toHaveCount(0);
    await snap(page, testInfo, 'withdrawal-contacts-not-verified');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a player who must change the password is sent to change it, and the server refuses his withdrawals', async ({
    page,
  }, testInfo) => {
    await loginAs(page, 'davidemarino');
    await expect(page).toHaveURL(/\/account\/change-password$/);
    // Every account page but logout and help leads to the password change first.
    await page.goto(WITHDRAW);
    await expect(page).toHaveURL(/\/account\/change-password$/);
    await expect(page.getByRole('heading', { name: 'Modifica password', level: 1 })).toBeVisible();
    await snap(page, testInfo, 'withdrawal-password-change');

    // The server says why, to the screen's check and to a request made all the same.
    const token = await page.evaluate(() => localStorage.getItem('Token'));
    const headers = { Authorization: `Bearer ${token}` };
    const refusal = {
      ResponseCode: -11,
      ResponseMessage: 'Le operazioni di ricarica e prelievo non sono consentite',
    };
    const check = await page.request.get('/api/Account/CheckHierarchy?screen=withdrawal', { headers });
    expect(await check.json()).toMatchObject({ ...refusal, ResponseData: false });
    const request = await page.request.post('/api/Account/Prelievo', {
      headers,
      data: { type: 'Prelievo_BonificoBancario', importo: 1_000, pin: 'Demo12345', iban: ITALIAN_IBAN },
    });
    expect(await request.json()).toMatchObject({ ...refusal, ResponseData: null });
  });

  test('the result pages (open): success, failed with the reason, pending', async ({ page }, testInfo) => {
    await page.goto('/account/prelievo/results/success?payment_id=SBXW-0123456789ABCDEF');
    await expect(page.getByRole('heading', { name: 'Operazione conclusa', level: 1 })).toBeVisible();
    await expect(page.getByText('Il prelievo è stato richiesto con successo.')).toBeVisible();
    await expect(page.getByText('Riferimento: SBXW-0123456789ABCDEF')).toBeVisible();
    await snap(page, testInfo, 'withdrawal-result-success');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(
      `/account/prelievo/results/failed?payment_id=SBXW-0123456789ABCDEF&motivo=${encodeURIComponent('Prelievo annullato')}`,
    );
    await expect(
      page.getByRole('heading', { name: 'Non è stato possibile prelevare: Prelievo annullato', level: 1 }),
    ).toBeVisible();
    await snap(page, testInfo, 'withdrawal-result-failed');

    await page.goto('/account/prelievo/results/pending');
    await expect(
      page.getByRole('heading', { name: 'Il prelievo è in elaborazione', level: 1 }),
    ).toBeVisible();
    await snap(page, testInfo, 'withdrawal-result-pending');
  });
});

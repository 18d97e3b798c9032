import type { Page } from '@playwright/test';
import { DEVELOPMENT_OPERATOR } from '../apps/api/src/modules/operator/development-credentials.ts';
import { desktopOnly, expect, seriousA11yViolations, signIn, snap, test } from './fixtures';

/*
 * The game platform's sandbox 'AMBIENTE DI PROVA' (issue 18), on the real server: tommasoferri
 * (€ 500 cash, no play) places a multiple, plays a demo slot and buys a scratch card; the
 * sandbox operator sets the two results and pays the winning multiple on its page; the bet list
 * shows the multiple in 'In corso', then in 'Completate', and the statement its stake and win. Only this journey uses the sandbox's fixture events.
 */

const player = 'tommasoferri';
const SANDBOX = '/account/ambiente-di-prova';
const OPERATOR = '/sandbox/play/operatore';

// The operator page asks for the operator's login (HTTP Basic): the browser answers its challenge.
test.use({ httpCredentials: { ...DEVELOPMENT_OPERATOR } });

const slip = (page: Page) => page.getByRole('region', { name: 'Schedina' });
/** The bet list's card of a ticket (its name ends with the ticket id). */
const betCard = (page: Page, ticketId: string) =>
  page
    .getByRole('list', { name: 'Elenco giocate' })
    .getByRole('article', { name: new RegExp(`${ticketId}$`) });

/** Sets an event market's result on the operator page, without paying at once. */
async function setResult(page: Page, eventName: string, market: string, resultCode: string) {
  const block = page.locator('li.event', { hasText: eventName }).locator('.market', { hasText: market });
  await block.getByLabel('Esito vincente (Cod_Esito)').selectOption(resultCode);
  await block.getByLabel('Paga subito i biglietti vincenti').uncheck();
  await block.getByRole('button', { name: 'Imposta l’esito e liquida' }).click();
  await expect(page.getByRole('status')).toContainText('Esito impostato');
}

test.describe('play sandbox /account/ambiente-di-prova', () => {
  test('a multiple, a slot session and a scratch card; the operator settles and pays; the statement', async ({
    page,
  }, testInfo) => {
    desktopOnly(testInfo);
    test.setTimeout(90_000);
    await signIn(page, player);

    // The account home leads to the sandbox when the server has it on.
    await page.goto('/account');
    await page.getByRole('link', { name: /Ambiente di prova del gioco/ }).click();
    await expect(page).toHaveURL(new RegExp(`${SANDBOX}$`));
    await expect(page.getByRole('heading', { name: 'Ambiente di prova del gioco', level: 1 })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('AMBIENTE DI PROVA');

    // A multiple of € 10: Roma - Lazio 1 at 2,10 and Milan - Inter X at 3,10.
    await page.getByRole('button', { name: 'Roma - Lazio: 1 a quota 2,10' }).click();
    await page.getByRole('button', { name: 'Milan - Inter: X a quota 3,10' }).click();
    await expect(slip(page).getByRole('radio', { name: 'Multipla' })).toBeChecked();
    await expect(slip(page)).toContainText('6,51');
    await slip(page).getByLabel('Importo (€)').fill('10');
    await slip(page).getByRole('button', { name: 'Gioca la schedina' }).click();
    const placed = slip(page).getByRole('status');
    await expect(placed).toContainText('Giocata accettata: biglietto SBX');
    await expect(placed).toContainText('€ 65,10');
    const ticketId = /biglietto (SBX[0-9A-F]+)/.exec((await placed.textContent()) ?? '')![1]!;
    await snap(page, testInfo, 'play-sandbox-multiple');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A demo slot session of five rounds of € 1.
    await page.getByRole('tab', { name: 'Slot' }).click();
    await page.getByRole('button', { name: 'Gioca i giri' }).click();
    await expect(page.getByRole('status')).toContainText('Sessione chiusa: 5 giri, puntate € 5,00');

    // A scratch card, decided at once.
    await page.getByRole('tab', { name: 'Gratta e Vinci' }).click();
    await page.getByRole('button', { name: 'Acquista e gratta' }).click();
    await expect(page.getByRole('status')).toContainText(/Biglietto (vincente|non vincente)/);
    await snap(page, testInfo, 'play-sandbox-scratch');

    // The bet list: the multiple is in 'In corso' until the operator settles it.
    await page.goto('/account/elenco-giocate/in-corso');
    await expect(betCard(page, ticketId)).toContainText('Venduto');

    // The operator: both results, then the winning multiple paid.
    await page.goto(OPERATOR);
    await expect(page.getByRole('note')).toContainText('AMBIENTE DI PROVA');
    await expect(page.locator('li.ticket', { hasText: ticketId })).toBeVisible();
    await setResult(page, 'Roma - Lazio', 'Esito finale 1X2', '1');
    await setResult(page, 'Milan - Inter', 'Esito finale 1X2', '2');
    const winning = page.locator('li.ticket', { hasText: ticketId });
    await expect(winning).toContainText('€ 65,10');
    await snap(page, testInfo, 'play-sandbox-operator');
    await winning.getByRole('button', { name: 'Paga la vincita' }).click();
    await expect(page.getByRole('status')).toHaveText('Vincita pagata.');
    await expect(page.locator('li.ticket', { hasText: ticketId })).toHaveCount(0);

    // Paid, the multiple is in 'Completate'.
    await page.goto('/account/elenco-giocate/completate');
    await expect(betCard(page, ticketId)).toContainText('Pagato');

    // The statement: the stake and the win of the multiple.
    await page.goto('/account/estratto-conto');
    const rows = page.getByRole('table', { name: 'Movimenti' }).locator('tbody tr');
    await expect(rows.filter({ hasText: 'Vincita scommessa' }).first()).toContainText('€ 65,10');
    await expect(rows.filter({ hasText: 'Giocata scommessa' }).first()).toContainText('-€ 10,00');
    await snap(page, testInfo, 'play-sandbox-statement');
  });

  test('the sandbox at phone width (read-only)', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the phone layout');
    await signIn(page, player);
    await page.goto(SANDBOX);
    await expect(page.getByRole('heading', { name: 'Ambiente di prova del gioco', level: 1 })).toBeVisible();
    // Picks only fill the slip: nothing is played.
    await page.getByRole('button', { name: 'Juventus - Napoli: 1 a quota 2,25' }).click();
    await page.getByRole('button', { name: 'Arsenal - Chelsea: Over 2,5 a quota 1,70' }).click();
    await expect(slip(page)).toContainText('Juventus - Napoli');
    await snap(page, testInfo, 'play-sandbox-picks', { fullPage: false });
    await snap(page, testInfo, 'play-sandbox');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Out of sight below the events, the slip is one tap away.
    await page.getByRole('button', { name: 'Vai alla schedina (2 esiti)' }).click();
    await expect(slip(page).getByRole('heading', { name: 'Schedina' })).toBeInViewport();
    await snap(page, testInfo, 'play-sandbox-slip', { fullPage: false });
    await page.getByRole('tab', { name: 'Lotto' }).click();
    await expect(page.getByRole('button', { name: 'Gioca la schedina Lotto' })).toBeDisabled();
    await snap(page, testInfo, 'play-sandbox-lotto');
  });
});

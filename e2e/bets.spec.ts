import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, seriousA11yViolations, signIn, snap, test } from './fixtures';

/*
 * The bet list /account/elenco-giocate (money.md §2 'Bet list'), on the real server. Both projects
 * use ilariabruno, who has ten days of seeded play (apps/api/src/seed/play-history.ts with
 * SEED_PLAY_HISTORY=short): open tickets today and yesterday, settled ones, lotteries, scratch
 * cards, casino sessions and reservations. The history is random but seeded, so the journey asks
 * only what it always holds; it only reads.
 */

const player = 'ilariabruno';
const EMPTY = 'Non sono stati trovati elementi. Prova a modificare i filtri';

const list = (page: Page) => page.getByRole('list', { name: 'Elenco giocate' });
const cards = (page: Page) => list(page).getByRole('article');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** The options of a select, as their labels. */
const optionLabels = (select: Locator) => select.locator('option').allTextContents();

/** Opens a card's detail and gives back the region it shows. */
async function openDetail(card: Locator) {
  await card.getByRole('button', { name: 'Dettaglio' }).click();
  const region = card.getByRole('region', { name: /^Dettaglio della giocata / });
  await expect(region).toBeVisible();
  return region;
}

/** A picture of the screen with the card at its top (below the sticky header). */
async function snapCard(page: Page, card: Locator, testInfo: TestInfo, name: string) {
  await card.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -90);
  });
  await snap(page, testInfo, name, { fullPage: false });
}

/** Every state shown on the cards belongs to the filter's group. */
async function expectStates(page: Page, allowed: RegExp) {
  const count = await cards(page).count();
  for (let index = 0; index < Math.min(count, 10); index++) {
    await expect(cards(page).nth(index)).toContainText(allowed);
  }
}

test.describe('bet list /account/elenco-giocate', () => {
  test('from the account menu: tabs, filters, a multiple, a casino session and a lottery ticket', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signIn(page, player);

    // The account navigation's 'Giocate' leads to the list of today.
    await page.goto('/account');
    await page
      .getByRole('navigation', { name: 'Navigazione del conto' })
      .getByRole('link', { name: 'Giocate' })
      .click();
    await expect(page).toHaveURL(/\/account\/elenco-giocate$/);
    await expect(page.getByRole('heading', { name: 'Giocate', level: 1 })).toBeVisible();
    await expect(tab(page, 'Tutte')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Periodo')).toHaveValue('0');
    // The history is seeded in the background after the server starts: wait for it.
    await expect(async () => {
      await page.reload();
      await expect(cards(page).first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    expect(await optionLabels(page.getByLabel('Stato'))).toEqual(
      expect.arrayContaining(['Tutte', 'Aperte', 'Chiuse']),
    );
    await snap(page, testInfo, 'bets-today');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The state filter: Aperte keeps the open tickets, Chiuse the closed ones.
    await page.getByLabel('Periodo').selectOption({ label: 'Ultima settimana' });
    await expect(cards(page).first()).toBeVisible();
    await page.getByLabel('Stato').selectOption({ label: 'Aperte' });
    await expect(cards(page).first()).toBeVisible();
    await expectStates(page, /Venduto|Vincente/);
    await page.getByLabel('Stato').selectOption({ label: 'Chiuse' });
    await expect(cards(page).first()).toBeVisible();
    await expectStates(page, /Pagato|Non vincente|Rimborsato|Da non pagare/);
    await page.getByLabel('Stato').selectOption({ label: 'Tutte' });

    // The last 59 days, sport only: a multiple opens on its legs.
    await page.getByLabel('Periodo').selectOption({ label: 'Ultimi 59 giorni' });
    await expect(page.getByText(/^Giocate dal /)).toBeVisible();
    const games = await optionLabels(page.getByLabel('Gioco'));
    expect(games[0]).toBe('Tutte');
    expect(games).toEqual(expect.arrayContaining(['Scommesse', 'Casinò']));
    await page.getByLabel('Gioco').selectOption({ label: 'Scommesse' });
    await expect(cards(page).first()).toContainText('Scommesse');
    const multiple = cards(page).filter({ hasText: 'Multipla' }).first();
    await multiple.scrollIntoViewIfNeeded();
    const legs = (await openDetail(multiple)).getByRole('list', { name: 'Eventi della giocata' });
    await expect(legs.getByRole('listitem').nth(1)).toBeVisible();
    await expect(legs.getByRole('listitem').first()).toContainText(/Quota: \d+,\d{2}/);
    await expect(legs.getByRole('listitem').first()).toContainText(/In attesa|Vinto|Perso/);
    await expect(multiple.getByRole('link', { name: /^Stampa la giocata / })).toHaveAttribute(
      'href',
      /^\/account\/ticket-print\/[A-Z0-9]+$/,
    );
    await snapCard(page, multiple, testInfo, 'bets-multiple');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A casino session: start, end, game, platform, bet, win and its code.
    await page.getByLabel('Gioco').selectOption({ label: 'Casinò' });
    const session = cards(page).first();
    await expect(session).toContainText('Sessione');
    const sessionDetail = await openDetail(session);
    for (const field of [
      'Inizio sessione',
      'Fine sessione',
      'Gioco',
      'Piattaforma',
      'Puntata',
      'Vincita',
      'Codice sessione',
    ])
      await expect(sessionDetail).toContainText(field);
    await snapCard(page, session, testInfo, 'bets-casino');

    // A lottery ticket: its numbers and draw.
    const lotteries = games.filter((game) =>
      ['Lotto', 'MillionDay', '10eLotto', 'Lotto Nazionale'].includes(game),
    );
    expect(lotteries.length).toBeGreaterThan(0);
    await page.getByLabel('Gioco').selectOption({ label: lotteries[0]! });
    const lottery = cards(page).first();
    const lotteryDetail = await openDetail(lottery);
    await expect(lotteryDetail).toContainText('Numeri giocati');
    await expect(lotteryDetail).toContainText('Concorso');
    await snapCard(page, lottery, testInfo, 'bets-lottery');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A custom month five years ago: nothing.
    await page.getByLabel('Periodo').selectOption({ label: 'Personalizzato' });
    const oldest = String(new Date().getFullYear() - 4);
    await page.getByLabel('Anno').selectOption(oldest);
    await page.getByLabel('Mese').selectOption({ label: 'Gennaio' });
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expect(page.getByText(`Giocate dal 01/01/${oldest} al 31/01/${oldest}`)).toBeVisible();
    // The game filtered on is no longer in the answer: back to Tutte.
    await expect(page.getByLabel('Gioco')).toHaveValue('0');
    await snap(page, testInfo, 'bets-empty');

    // In corso: the last week, Aperte.
    await tab(page, 'In corso').click();
    await expect(page).toHaveURL(/\/account\/elenco-giocate\/in-corso$/);
    await expect(page.getByLabel('Periodo')).toHaveValue('2');
    await expect(page.getByLabel('Stato')).toHaveValue('100');
    await expect(cards(page).first()).toBeVisible();
    await expectStates(page, /Venduto|Vincente/);
    await snap(page, testInfo, 'bets-in-corso');

    // Completate: the last week, Chiuse.
    await tab(page, 'Completate').click();
    await expect(page).toHaveURL(/\/account\/elenco-giocate\/completate$/);
    await expect(page.getByLabel('Periodo')).toHaveValue('2');
    await expect(page.getByLabel('Stato')).toHaveValue('101');
    await expect(cards(page).first()).toBeVisible();
    await expectStates(page, /Pagato|Non vincente|Rimborsato|Da non pagare/);

    // Giocate Fun Bonus: none for this player.
    await tab(page, 'Giocate Fun Bonus').click();
    await expect(page).toHaveURL(/\/account\/elenco-giocate\/fun$/);
    await expect(page.getByText(EMPTY)).toBeVisible();

    // Cash Out and Prenotate: their own lists, at their own addresses.
    await tab(page, 'Cash Out').click();
    await expect(page).toHaveURL(/\/account\/elenco-giocate\/cashout$/);
    await expect(tab(page, 'Cash Out')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'Prenotate').click();
    await expect(page).toHaveURL(/\/account\/elenco-giocate\/prenotate$/);
    await expect(tab(page, 'Prenotate')).toHaveAttribute('aria-selected', 'true');

    // Each tab is reachable by its address; at phone width the tab row shows the one chosen.
    await page.goto('/account/elenco-giocate/fun');
    await expect(tab(page, 'Giocate Fun Bonus')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Giocate Fun Bonus')).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(EMPTY)).toBeVisible();
    await snap(page, testInfo, 'bets-fun');
    await page.goto('/account/elenco-giocate/completate');
    await expect(tab(page, 'Completate')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Stato')).toHaveValue('101');
  });
});

import type { Locator, Page } from '@playwright/test';
import { cents, desktopOnly, expect, seriousA11yViolations, signIn, snap, test } from './fixtures';

/*
 * The bet list's actions (money.md §2 'Reserved bets and cash-out', 'Ticket print'), on the real
 * server. The players have ten days of seeded play (SEED_PLAY_HISTORY=short,
 * apps/api/src/seed/play-history.ts): open tickets on tomorrow's events placed today and yesterday
 * (cashable), and five reservations, the two newest on events ahead, the others on events gone.
 * marcogalli cashes out and elenariva deletes (desktop only: they change data); ilariabruno is only
 * read (e2e/bets.spec.ts reads her too).
 */

const list = (page: Page, name: string) => page.getByRole('list', { name });
// The list's own items (a card's event rows are a list too at phone width).
const cards = (page: Page, name: string) => list(page, name).locator(':scope > li');

/** The header's balance (Saldo), in cents. */
async function headerSaldo(page: Page): Promise<number> {
  const saldo = page.getByRole('banner').getByRole('group', { name: 'Il tuo saldo' }).locator('dd').first();
  await expect(saldo).toContainText('€');
  return cents(await saldo.innerText());
}

/** The AAMS code of one of the logged-in player's sport tickets of the last week (the bet list call). */
async function aSportTicketCode(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const response = await fetch(
      `/api/Account/EL_GetElencoGiocate?dateda=${day(-7)}&datea=${day(1)}&id_gioco=0`,
      { headers: { Authorization: `Bearer ${localStorage.getItem('Token')}` } },
    );
    const body = (await response.json()) as {
      ResponseData: { giocoField: number; ricevuta_pgadField: string }[];
    };
    return body.ResponseData.find((item) => item.giocoField === 1 && item.ricevuta_pgadField)!
      .ricevuta_pgadField;
  });
}

async function openTab(page: Page, filter: 'cashout' | 'prenotate', tab: string) {
  await page.goto(`/account/elenco-giocate/${filter}`);
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

const offerOf = async (card: Locator) =>
  cents(await card.getByRole('button', { name: /^Incassa/ }).innerText());

test.describe('bet list actions', () => {
  test('marcogalli cashes out a ticket: the balance rises by the offer, the ticket leaves the list', async ({
    page,
  }, testInfo) => {
    desktopOnly(testInfo);
    test.setTimeout(90_000);
    await signIn(page, 'marcogalli');
    await openTab(page, 'cashout', 'Cash Out');
    const tickets = cards(page, 'Giocate con Cash Out');
    await expect(tickets.first()).toBeVisible();
    const before = await tickets.count();
    const card = tickets.first();
    await expect(card).toContainText('Importo giocato');
    await expect(card).toContainText('Vincita potenziale');
    await expect(card).toContainText('Eventi aperti');
    const name = (await card.getAttribute('aria-labelledby'))!;
    const ticketTitle = await page.locator(`#${name}`).innerText();
    await snap(page, testInfo, 'actions-cashout');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const saldo = await headerSaldo(page);
    const offer = await offerOf(card);
    await card.getByRole('button', { name: /^Incassa/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Conferma Cash Out' });
    await expect(dialog).toContainText('Vuoi incassare');
    await snap(page, testInfo, 'actions-cashout-confirm', { fullPage: false });
    await dialog.getByRole('button', { name: 'Conferma' }).click();

    await expect(
      page.getByText(/^Cash Out eseguito: €\s[\d.,]+ accreditati sul conto di gioco\.$/),
    ).toBeVisible();
    await expect(page.getByText('Operazione completata')).toBeVisible();
    await expect(page.getByRole('listitem', { name: ticketTitle })).toHaveCount(0);
    await expect(tickets).toHaveCount(before - 1);
    // Money moved once, by the offer accepted.
    await expect.poll(() => headerSaldo(page)).toBe(saldo + offer);
    await snap(page, testInfo, 'actions-cashout-done');
  });

  test('elenariva opens her reservations, loads one into the cart and deletes another', async ({
    page,
  }, testInfo) => {
    desktopOnly(testInfo);
    test.setTimeout(90_000);
    await signIn(page, 'elenariva');
    await openTab(page, 'prenotate', 'Prenotate');
    const reservations = cards(page, 'Prenotazioni');
    await expect(reservations).toHaveCount(5);

    // The newest is on events ahead: its rows, then into the cart.
    const ahead = reservations.first();
    await ahead.getByRole('button', { name: 'Mostra eventi' }).click();
    const rows = ahead.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    await expect(ahead.getByRole('table')).toContainText('Quota');
    await snap(page, testInfo, 'actions-reservations-open');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await ahead.getByRole('button', { name: 'Carica nel carrello' }).click();
    const done = page.getByRole('dialog', { name: 'Operazione completata' });
    await expect(done).toContainText('La tua prenotazione è stata caricata nel carrello');
    await expect(done).toContainText('Vai alla pagina Sport per giocare la schedina');
    // The sportsbook is another system: on this server the play sandbox stands in for it.
    await expect(done.getByRole('link', { name: 'Vai allo sport' })).toHaveAttribute(
      'href',
      '/account/ambiente-di-prova',
    );
    await snap(page, testInfo, 'actions-reservations-cart', { fullPage: false });
    const cart = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('ClientSettings') ?? '{}') as { Cart?: { Outcomes: unknown[] } })
          .Cart,
    );
    expect(cart?.Outcomes.length).toBe(await rows.count().then((count) => count - 1));
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(done).toBeHidden();

    // The oldest is on events gone: the expired note, then deleted.
    const gone = reservations.last();
    await gone.getByRole('button', { name: 'Mostra eventi' }).click();
    await expect(gone.getByText('Gli eventi della prenotazione sono scaduti.')).toBeVisible();
    await snap(page, testInfo, 'actions-reservations-expired');
    await gone.getByRole('button', { name: /^Elimina / }).click();
    const confirm = page.getByRole('dialog', { name: 'Elimina prenotazione' });
    await expect(confirm).toContainText('Vuoi eliminare la prenotazione');
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await expect(page.getByText('La prenotazione è stata eliminata.')).toBeVisible();
    await expect(reservations).toHaveCount(4);
    await page.reload();
    await expect(reservations).toHaveCount(4);
  });

  test("prints one of marcogalli's tickets: light theme, printed once; a print token works without login", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => {
      (window as unknown as { prints: number }).prints = 0;
      window.print = () => {
        (window as unknown as { prints: number }).prints += 1;
      };
    });
    await signIn(page, 'marcogalli');
    const code = await aSportTicketCode(page);
    await page.evaluate(() => localStorage.setItem('conto-gioco-color-scheme', 'dark'));

    await page.goto(`/account/ticket-print/${code}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Biglietto / })).toBeVisible();
    await expect(page.getByText(code)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Il gioco è vietato ai minori di 18 anni' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    // No site header or footer on the print.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
    await snap(page, testInfo, 'actions-ticket-print');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The player's own theme stays stored.
    expect(await page.evaluate(() => localStorage.getItem('conto-gioco-color-scheme'))).toBe('dark');

    // A print token (the app's in-app browser) opens the same ticket without a session; none: refused.
    const token = await page.evaluate(async (id) => {
      const response = await fetch(`/api/BetPlay/TicketPrintToken?id=${id}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('Token')}` },
      });
      return ((await response.json()) as { ResponseData: { auth: string } }).ResponseData.auth;
    }, code);
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.addInitScript(() => {
      window.print = () => {};
    });
    const origin = new URL(page.url()).origin;
    await guestPage.goto(`${origin}/account/ticket-print/${code}?auth=${encodeURIComponent(token)}`);
    await expect(guestPage.getByText(code)).toBeVisible();
    await guestPage.goto(`${origin}/account/ticket-print/${code}`);
    await expect(guestPage.getByText('Autenticazione non valida')).toBeVisible();
    await guest.close();
  });

  test('ilariabruno reads her Cash Out and Prenotate tabs (read only)', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await signIn(page, 'ilariabruno');
    await openTab(page, 'cashout', 'Cash Out');
    await expect(
      cards(page, 'Giocate con Cash Out')
        .first()
        .or(page.getByText('Non ci sono giocate con Cash Out disponibile.')),
    ).toBeVisible();
    await snap(page, testInfo, 'actions-cashout-read');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Prenotate' }).click();
    await expect(page).toHaveURL(/\/account\/elenco-giocate\/prenotate$/);
    const reservations = cards(page, 'Prenotazioni');
    await expect(reservations.first()).toBeVisible();
    await reservations.first().getByRole('button', { name: 'Mostra eventi' }).click();
    await expect(
      reservations
        .first()
        .getByRole('table')
        .or(reservations.first().getByRole('list'))
        .or(reservations.first().getByText('Gli eventi della prenotazione sono scaduti.'))
        .first(),
    ).toBeVisible();
    await snap(page, testInfo, 'actions-reservations-read');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

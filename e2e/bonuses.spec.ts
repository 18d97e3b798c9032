import type { Page } from '@playwright/test';
import { DEVELOPMENT_OPERATOR } from '../apps/api/src/modules/operator/development-credentials.ts';
import {
  cents,
  desktopOnly,
  expect,
  seriousA11yViolations,
  shownBalance,
  signIn,
  snap,
  test,
} from './fixtures';

/*
 * Promotions and bonuses /account/promozioni-bonus (issue 19), on the real server. Both projects use
 * giadamartini (no bonus in the seed), each with its own code so that they never redeem the same
 * offer: CASINO10 (a casino fun bonus, 35x, bets up to 5 €) on desktop, which it then cancels;
 * BENVENUTO (sport, pre-match multiples of 3+ events at 1.50+, 3x) on mobile. The wagering journey
 * is paolodeluca's (desktop): BENVENUTO played through the play sandbox until it is released.
 */

const player = 'giadamartini';

async function redeem(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Codice promozionale' }).fill(code);
  await page.getByRole('button', { name: 'Riscatta' }).click();
  await expect(page.getByText('Bonus riscattato correttamente.')).toBeVisible();
}

test.describe('bonuses /account/promozioni-bonus', () => {
  test('redeem CASINO10, see its progress and terms, cancel it and find it under Scaduti', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the mobile run redeems BENVENUTO');
    await signIn(page, player);
    await page.goto('/account/promozioni-bonus');
    await expect(page).toHaveURL(/\/account\/promozioni-bonus\/real-bonus$/);
    await expect(page.getByRole('heading', { name: 'Promozioni e bonus', level: 1 })).toBeVisible();

    await page.getByRole('tab', { name: 'Fun Bonus' }).click();
    await expect(page).toHaveURL(/\/fun-bonus$/);
    await expect(page.getByText('Non hai Fun Bonus attivi.')).toBeVisible();

    // An empty code is ignored; an unknown one is refused with the code and the server's message.
    await page.getByRole('button', { name: 'Riscatta' }).click();
    await expect(page.getByText('Promo o codice bonus non trovati')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Codice promozionale' }).fill('NONESISTE');
    await page.getByRole('button', { name: 'Riscatta' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Promo o codice bonus non trovati' });
    await expect(refusal).toContainText('Attenzione');
    await expect(refusal).toContainText('-5001 - ');

    // CASINO10: the card appears with the 1 s refresh.
    await redeem(page, 'CASINO10');
    const card = page.getByRole('article').filter({ hasText: 'CASINO10' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Avanzamento della giocata' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(card).toContainText('Giocato € 0,00 di € 350,00');
    await expect(card).toContainText('Puntata massima € 5,00');
    await expect(card).toContainText("Da giocare 35 volte l'importo del bonus");
    await expect(card).toContainText(/Scade tra \d+ giorn/);
    const totals = page.getByRole('group', { name: 'Riepilogo' });
    await expect(totals).toContainText('€ 10,00');
    await expect(totals).toContainText('Bonus attivi1');
    await snap(page, testInfo, 'bonuses-fun-bonus');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The same code again is refused: once per player.
    await page.getByRole('textbox', { name: 'Codice promozionale' }).fill('CASINO10');
    await page.getByRole('button', { name: 'Riscatta' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Promo o codice bonus non trovati' }),
    ).toContainText('-5002 - Hai già riscattato questa promozione.');

    // Cancel: No keeps it, Si cancels it.
    await card.getByRole('button', { name: 'Cancella bonus' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'Sei sicuro di volere cancellare il tuo bonus? Una volta cancellato il bonus non potrà essere riaccreditato.',
    );
    await snap(page, testInfo, 'bonuses-cancel-confirm', { fullPage: false });
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Cancella bonus' }).click();
    await dialog.getByRole('button', { name: 'Si' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Non hai Fun Bonus attivi.')).toBeVisible();

    await page.getByRole('tab', { name: 'Scaduti' }).click();
    await expect(page).toHaveURL(/\/scaduti$/);
    const closed = page.getByRole('article').filter({ hasText: 'CASINO10' });
    await expect(closed).toContainText('Annullato');
    await expect(closed.getByRole('progressbar')).toHaveCount(0);
    await snap(page, testInfo, 'bonuses-scaduti');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('on a phone: redeem BENVENUTO and read its card', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the desktop run redeems CASINO10');
    await signIn(page, player);
    await page.goto('/account/promozioni-bonus/attivi');
    await expect(page).toHaveURL(/\/account\/promozioni-bonus\/real-bonus$/);
    await expect(page.getByText('Non hai bonus attivi.')).toBeVisible();
    await snap(page, testInfo, 'bonuses-empty');

    await redeem(page, 'BENVENUTO');
    const card = page.getByRole('article').filter({ hasText: 'BENVENUTO' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Avanzamento della giocata' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(card).toContainText('Giocato € 0,00 di € 30,00');
    await expect(card).toContainText('Multiple pre-partita di almeno 3 eventi, ciascuno a quota 1,50 o più');
    await expect(card.getByRole('button', { name: 'Cancella bonus' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Riepilogo' })).toContainText('Residuo€ 10,00');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, testInfo, 'bonuses-real-bonus');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

/** The sandbox's slip, and the bonus card's wagering bar. */
const slip = (page: Page) => page.getByRole('region', { name: 'Schedina' });
const wageringBar = (page: Page) =>
  page
    .getByRole('article')
    .filter({ hasText: 'BENVENUTO' })
    .getByRole('progressbar', { name: 'Avanzamento della giocata' });

/** Places a multiple of the three picks for `euro` in the sandbox; answers its ticket id. */
async function placeMultiple(page: Page, picks: string[], euro: string): Promise<string> {
  await page.goto('/account/ambiente-di-prova');
  for (const pick of picks) await page.getByRole('button', { name: pick }).click();
  await expect(slip(page).getByRole('radio', { name: 'Multipla' })).toBeChecked();
  await slip(page).getByLabel('Importo (€)').fill(euro);
  await slip(page).getByRole('button', { name: 'Gioca la schedina' }).click();
  const placed = slip(page).getByRole('status');
  await expect(placed).toContainText('Giocata accettata: biglietto SBX');
  return /biglietto (SBX[0-9A-F]+)/.exec((await placed.textContent()) ?? '')![1]!;
}

test.describe('wagering a bonus through the play sandbox', () => {
  // The operator page asks for the operator's login (HTTP Basic): the browser answers its challenge.
  test.use({ httpCredentials: { ...DEVELOPMENT_OPERATOR } });

  test('BENVENUTO: a winning multiple paid with the bonus, then the rest of the wagering; released to cash', async ({
    page,
  }, testInfo) => {
    // The sandbox's events and results are shared server data. Only this journey settles
    // Juventus - Napoli, Real Madrid - Barcellona and Arsenal - Chelsea (play-sandbox.spec.ts
    // settles the other two).
    desktopOnly(testInfo);
    test.setTimeout(120_000);
    await signIn(page, 'paolodeluca');
    await page.goto('/account/promozioni-bonus/real-bonus');
    await redeem(page, 'BENVENUTO');
    await expect(wageringBar(page)).toHaveAttribute('aria-valuenow', '0');

    // € 5 on three home wins (2,25 x 1,95 x 1,80), paid with the bonus: € 5 of € 30 played.
    const first = await placeMultiple(
      page,
      [
        'Juventus - Napoli: 1 a quota 2,25',
        'Real Madrid - Barcellona: 1 a quota 1,95',
        'Arsenal - Chelsea: 1 a quota 1,80',
      ],
      '5',
    );
    await page.goto('/account/promozioni-bonus/real-bonus');
    await expect(page.getByRole('article').filter({ hasText: 'BENVENUTO' })).toContainText(
      'Giocato € 5,00 di € 30,00',
    );
    await expect(page.getByRole('group', { name: 'Riepilogo' })).toContainText('Residuo€ 5,00');

    // The operator settles the three matches as home wins and pays at once: the win of a stake
    // paid with the bonus goes back to the bonus while its wagering is open.
    await page.goto('/sandbox/play/operatore');
    for (const eventName of ['Juventus - Napoli', 'Real Madrid - Barcellona', 'Arsenal - Chelsea']) {
      const block = page
        .locator('li.event', { hasText: eventName })
        .locator('.market', { hasText: 'Esito finale 1X2' });
      await block.getByLabel('Esito vincente (Cod_Esito)').selectOption('1');
      await block.getByRole('button', { name: 'Imposta l’esito e liquida' }).click();
      await expect(page.getByRole('status')).toContainText('Esito impostato');
    }
    await expect(page.locator('li.ticket', { hasText: first })).toHaveCount(0);

    await page.goto('/account/promozioni-bonus/real-bonus');
    const card = page.getByRole('article').filter({ hasText: 'BENVENUTO' });
    await expect(card).toContainText('Giocato € 5,00 di € 30,00');
    const residual = page.getByRole('group', { name: 'Riepilogo' });
    await expect(residual).toContainText(/Residuo€\s4\d,\d\d/);
    await snap(page, testInfo, 'bonuses-wagering-won');

    // € 25 more on Under/Over picks (all at 1,50 or more) completes the € 30: what is left of
    // the bonus becomes cash, and the card moves to the closed ones.
    await page.goto('/account/prelievo');
    const before = await shownBalance(page);
    await placeMultiple(
      page,
      [
        'Juventus - Napoli: Under 2,5 a quota 1,65',
        'Real Madrid - Barcellona: Over 2,5 a quota 1,60',
        'Arsenal - Chelsea: Over 2,5 a quota 1,70',
      ],
      '25',
    );
    await page.goto('/account/promozioni-bonus/real-bonus');
    await expect(page.getByText('Non hai bonus attivi.')).toBeVisible();
    await page.getByRole('tab', { name: 'Scaduti' }).click();
    const completed = page.getByRole('article').filter({ hasText: 'BENVENUTO' });
    await expect(completed).toContainText('Completato');
    await snap(page, testInfo, 'bonuses-wagering-completed');

    // The statement shows the release, and the withdrawable balance grew by it.
    await page.goto('/account/estratto-conto');
    const released = page
      .getByRole('table', { name: 'Movimenti' })
      .locator('tbody tr')
      .filter({ hasText: 'Bonus convertito in saldo' });
    await expect(released).toHaveCount(1);
    // Beside the cash, the bonus money's own movements: granted, staked, won back, released.
    const rows = page.getByRole('table', { name: 'Movimenti' }).locator('tbody tr');
    await expect(rows.filter({ hasText: 'Accredito bonus' })).toContainText('€ 10,00');
    await expect(rows.filter({ hasText: 'Giocata scommess' }).last()).toContainText('-€ 5,00');
    const releasedCents = cents(/€\s[\d.]+,\d\d/.exec((await released.textContent()) ?? '')![0]);
    expect(releasedCents).toBeGreaterThan(1_000);
    await snap(page, testInfo, 'bonuses-wagering-statement');
    await page.goto('/account/prelievo');
    expect((await shownBalance(page)).prelevabile - before.prelevabile).toBe(releasedCents);
  });
});

import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, signIn, snap, test } from './fixtures';

/*
 * Promotions and bonuses /account/promozioni-bonus (issue 19), on the real server. Both projects use
 * giadamartini (no bonus in the seed), each with its own code so that they never redeem the same
 * offer: CASINO10 (a casino fun bonus, 35x, bets up to 5 €) on desktop, which it then cancels;
 * BENVENUTO (sport, pre-match multiples of 3+ events at 1.50+, 3x) on mobile.
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

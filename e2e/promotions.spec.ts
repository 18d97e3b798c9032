import type { Page } from '@playwright/test';
import { desktopOnly, expect, seriousA11yViolations, signIn, snap, test } from './fixtures';

/*
 * Coupons /account/bonus-coupons and promotions /account/promozioni (issue 19), on the real server.
 * saramarino's seeded coupons have every colour of money.md §4: a usable casino fun bonus, a coupon
 * valid from tomorrow, an expired and a used one, and a RICARICA20 coupon locked until 50 € of
 * deposits. The desktop run redeems the usable one, deposits 50 € to unlock RICARICA20 and redeems
 * it too; the phone run only reads. Only these journeys use her.
 */

const player = 'saramarino';

/** A promotion's card on either screen, by its name. */
const promo = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('coupons and promotions', () => {
  test('the coupons by colour; redeem one; a deposit unlocks the activator; the promotions', async ({
    page,
  }, testInfo) => {
    desktopOnly(testInfo);
    test.setTimeout(90_000);
    await signIn(page, player);
    await page.goto('/account');
    await page.getByRole('link', { name: /Bonus coupons/ }).click();
    await expect(page).toHaveURL(/\/account\/bonus-coupons$/);
    await expect(page.getByRole('heading', { name: 'I tuoi coupon', level: 1 })).toBeVisible();

    const usable = promo(page, 'Fun Bonus Casinò di benvenuto');
    await expect(usable).toContainText('Utilizzabile entro il');
    await expect(promo(page, 'Coupon Casinò 10 €')).toContainText('Valido dal');
    const closed = promo(page, 'Coupon Sport 5 €');
    await expect(closed).toContainText('Scaduto il');
    await expect(closed).toContainText('Utilizzato il');
    await expect(closed.getByRole('button', { name: 'Riscatta' })).toHaveCount(0);
    const locked = promo(page, 'Bonus Ricarica 20 €');
    await expect(locked).toContainText('per sbloccarlo');
    await expect(locked.getByRole('button', { name: 'Riscatta' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Riepilogo' })).toContainText('€ 5,00');
    await snap(page, testInfo, 'bonus-coupons');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The usable coupon becomes a fun bonus; its link leads to the tab it is on.
    await usable.getByRole('button', { name: 'Riscatta' }).click();
    await expect(page.getByText('Bonus riscattato correttamente.')).toBeVisible();
    await expect(usable).toContainText('Utilizzato il');
    await page.getByRole('link', { name: 'Vai al bonus' }).click();
    await expect(page).toHaveURL(/\/account\/promozioni-bonus\/fun-bonus$/);
    await expect(
      page.getByRole('article').filter({ hasText: 'Fun Bonus Casinò di benvenuto' }),
    ).toBeVisible();

    // 50 € deposited through the sandbox provider unlock RICARICA20.
    await page.goto('/account/ricarica');
    const methods = page.getByRole('list', { name: 'Metodi di pagamento' });
    await methods.getByRole('button', { name: 'Neteller', exact: true }).click();
    const form = page.getByRole('form', { name: 'Dati della ricarica' });
    await form.getByLabel('Importo (€)').fill('50');
    await form.getByLabel('Indirizzo e-mail').fill('conto.neteller@example.it');
    await form.getByRole('button', { name: 'Procedi con la ricarica' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/SBX-/);
    await page.getByRole('button', { name: 'Approva il pagamento' }).click();
    await expect(page.getByText('Complimenti, transazione eseguita con successo.')).toBeVisible();

    await page.goto('/account/bonus-coupons');
    await expect(locked).toContainText('Utilizzabile entro il');
    await locked.getByRole('button', { name: 'Riscatta' }).click();
    await expect(page.getByText('Bonus riscattato correttamente.')).toBeVisible();
    await page.goto('/account/promozioni-bonus/real-bonus');
    await expect(page.getByRole('article').filter({ hasText: 'Bonus Ricarica 20 €' })).toContainText(
      '€ 20,00',
    );

    // The promotions: public codes to redeem, and the coupons' promotions with their state.
    await page.goto('/account');
    await page.getByRole('link', { name: /Offerte e bonus disponibili/ }).click();
    await expect(page).toHaveURL(/\/account\/promozioni$/);
    await expect(page.getByRole('heading', { name: 'Promozioni', level: 1 })).toBeVisible();
    const benvenuto = promo(page, 'Bonus di benvenuto Sport');
    await expect(benvenuto).toContainText('Disponibile');
    await expect(benvenuto).toContainText('BENVENUTO');
    await expect(promo(page, 'Coupon Sport 5 €')).toContainText('Non disponibile');
    await expect(promo(page, 'Coupon Casinò 10 €')).toContainText('In attesa');
    // One fun bonus at a time: with the coupon's fun bonus active, CASINO10 waits.
    await expect(promo(page, 'Fun Bonus Casinò')).toContainText('In attesa');
    await expect(promo(page, 'Fun Bonus Casinò').getByRole('button', { name: 'Riscatta' })).toHaveCount(0);
    await snap(page, testInfo, 'promotions');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await benvenuto.getByRole('button', { name: 'Riscatta' }).click();
    await expect(page.getByText('Bonus riscattato correttamente.')).toBeVisible();
    await expect(benvenuto).toContainText('Non disponibile');
  });

  test('on a phone: the coupons and the promotions fit the screen', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the phone layout');
    await signIn(page, player);
    await page.goto('/account/bonus-coupons');
    await expect(promo(page, 'Coupon Sport 5 €')).toContainText('Scaduto il');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, testInfo, 'bonus-coupons');
    await page.goto('/account/promozioni');
    await expect(promo(page, 'Bonus di benvenuto Sport')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, testInfo, 'promotions');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

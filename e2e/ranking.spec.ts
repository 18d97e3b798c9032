import { desktopOnly, expect, seriousA11yViolations, signIn, snap, test } from './fixtures';

/*
 * The fidelity ranking /account/classifiche-fidelity (issue 19), on the real server. lorenzogalli
 * earned 1,520 points through the real ranking job over his seeded play; only this journey uses
 * him. The desktop run converts 500 of them into a 5 € sport coupon and redeems it; the phone run
 * only reads.
 */

const player = 'lorenzogalli';

test.describe('fidelity ranking /account/classifiche-fidelity', () => {
  test('convert points into a coupon, then redeem the coupon into a bonus', async ({ page }, testInfo) => {
    desktopOnly(testInfo);
    await signIn(page, player);
    await page.goto('/account');
    await page.getByRole('navigation').getByRole('link', { name: 'Fidelity' }).first().click();
    await expect(page).toHaveURL(/\/account\/classifiche-fidelity\/conversioni-coupons$/);
    await expect(page.getByRole('heading', { name: 'Classifiche Fidelity', level: 1 })).toBeVisible();
    const points = page.getByRole('group', { name: 'I tuoi punti' });
    await expect(points).toContainText('1.520 punti');
    await expect(points).toContainText('Prossimo aggiornamento');
    // The dynamic tab set: the catalogue has a coupon, a ticket promo and a unique code.
    const kinds = page.getByRole('tablist', { name: 'Tipo di conversione' });
    await expect(kinds.getByRole('tab')).toHaveText(['Coupons', 'Promozioni', 'Bonus Deposito']);
    await expect(page.getByRole('table', { name: 'Classifica' })).toContainText('Tu');
    await snap(page, testInfo, 'ranking-conversions');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // 500 points into a 5 € coupon, after a confirmation.
    const card = page.getByRole('article', { name: 'Coupon Sport 5 €' });
    await card.getByRole('button', { name: 'Converti' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Vuoi convertire 500 punti in Coupon Sport 5 €?');
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Conversione avvenuta con successo: ' });
    await expect(done).toBeVisible();
    await expect(done).toContainText('Vai in Promozioni e Bonus e usa il coupon.');
    const code = /successo: (CG[A-Z0-9]{8})/.exec((await done.textContent()) ?? '')![1]!;
    await expect(points).toContainText('1.020 punti');
    await snap(page, testInfo, 'ranking-converted');

    // The coupon is among the active ranking coupons; redeemed, it is a bonus on real-bonus.
    await page.getByRole('tab', { name: 'Coupons', exact: true }).first().click();
    await expect(page).toHaveURL(/\/coupons-active$/);
    const coupon = page.getByRole('listitem', { name: `Coupon ${code}` });
    await expect(coupon).toContainText('Utilizzabile');
    await snap(page, testInfo, 'ranking-coupons');
    await coupon.getByRole('button', { name: 'Riscatta' }).click();
    await expect(page.getByText('Bonus riscattato correttamente.')).toBeVisible();
    await page.goto('/account/promozioni-bonus/real-bonus');
    await expect(page.getByRole('article').filter({ hasText: 'Coupon Sport 5 €' })).toContainText('€ 5,00');
  });

  test('on a phone: the points, the tabs and the lists fit the screen', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the phone layout');
    await signIn(page, player);
    await page.goto('/account/classifiche-ranking');
    await expect(page).toHaveURL(/\/account\/classifiche-fidelity\/conversioni-coupons$/);
    await expect(page.getByRole('group', { name: 'I tuoi punti' })).toContainText('punti');
    await expect(page.getByRole('article', { name: 'Coupon Sport 5 €' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, testInfo, 'ranking');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

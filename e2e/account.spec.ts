import { expect, seriousA11yViolations, signIn, snap, test } from './fixtures';

test.describe('account home', () => {
  test('shows welcome, contract, balances, tiles and the account navigation', async ({ page }, testInfo) => {
    await signIn(page, 'mariorossi');
    await page.goto('/account');
    await expect(page.getByText('Benvenuto, Mario Rossi')).toBeVisible();
    await expect(page.getByText('Numero contratto: 1000001')).toBeVisible();
    await expect(page.getByText(/Ultimo accesso|Primo accesso/)).toBeVisible();
    const balances = page.getByRole('group', { name: 'I tuoi saldi' });
    await expect(balances).toContainText('Saldo conto gioco');
    await expect(balances).toContainText('1.275,00');
    await expect(balances).toContainText('Saldo bonus coupon');
    await expect(balances).toContainText('25,00');
    for (const group of [
      'Ricariche e Prelievi',
      'Dati Utente',
      'Movimenti conto',
      'Promozioni',
      'VIP Club',
    ]) {
      await expect(page.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    const nav = page.getByRole('navigation', { name: 'Navigazione del conto' });
    for (const item of [
      'Giocate',
      'Promozioni e bonus',
      'Estratto conto',
      'Ricarica',
      'Prelievo',
      'Profilo utente',
      'Gioco consapevole',
      'VIP Club',
      'VIP Sport',
    ]) {
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await snap(page, testInfo, 'account-home');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a provisional account sees the warnings about its contacts', async ({ page }, testInfo) => {
    await signIn(page, 'giuliabianchi');
    await page.goto('/account');
    await expect(page.getByText('Il tuo numero di cellulare non è ancora confermato.')).toBeVisible();
    await expect(page.getByText('Conto non convalidato. Per inviare i documenti')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Clicca qui' }).first()).toHaveAttribute(
      'href',
      '/account/status',
    );
    await snap(page, testInfo, 'account-home-provisional');
  });

  test('unknown routes show Pagina non trovata', async ({ page }, testInfo) => {
    await page.goto('/questa/pagina/non/esiste');
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
    await snap(page, testInfo, 'not-found');
  });

  test('the anonymous home offers login and registration', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Conto Gioco');
    await expect(page.getByRole('link', { name: 'Registrati' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Clicca qui' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await snap(page, testInfo, 'home');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

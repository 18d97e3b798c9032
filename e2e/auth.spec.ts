import { expect, fillLogin, loginAs, seriousA11yViolations, snap, test, userMenu } from './fixtures';

test.describe('login', () => {
  test('a guest opening a login-required page is sent to login and comes back after it', async ({
    page,
  }, testInfo) => {
    await page.goto('/account/dashboard');
    await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Faccount%2Fdashboard$/);
    await expect(page.getByRole('heading', { name: 'Accedi al tuo conto' })).toBeVisible();
    await snap(page, testInfo, 'login');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await fillLogin(page, 'mariorossi');
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    await expect(page.getByText('Benvenuto, Mario Rossi')).toBeVisible();
  });

  test('empty fields show the required message and send nothing', async ({ page }) => {
    let loginCalls = 0;
    page.on('request', (request) => request.url().includes('LoginUser2FA') && loginCalls++);
    await page.goto('/account/login');
    await page
      .getByRole('form', { name: 'Accedi' })
      .getByRole('button', { name: 'Accedi', exact: true })
      .click();
    await expect(page.getByText('Il campo è richiesto')).toHaveCount(2);
    expect(loginCalls).toBe(0);
  });

  test('a wrong password shows the server message under Attenzione!', async ({ page }, testInfo) => {
    await page.goto('/account/login');
    // Not a player other journeys use: wrong passwords count towards the account's throttle.
    await fillLogin(page, 'provasbagliata', 'Sbagliata99');
    const alert = page.getByRole('alert').filter({ hasText: 'Attenzione!' });
    await expect(alert).toContainText('-1 - Nome utente o password non corretti');
    await snap(page, testInfo, 'login-failed');
  });

  test('a blocked account is refused', async ({ page }) => {
    await page.goto('/account/login');
    await fillLogin(page, 'lucaverdi');
    await expect(page.getByRole('alert').filter({ hasText: 'Attenzione!' })).toContainText(
      "-2 - Il conto di gioco è bloccato. Contatta l'assistenza clienti.",
    );
  });

  test('an unreachable server shows the connection error', async ({ page }) => {
    await page.goto('/account/login');
    await page.route('**/api/Account/LoginUser2FA', (route) => route.abort('connectionrefused'));
    await fillLogin(page, 'mariorossi');
    await expect(
      page.getByText('Si è verificato un errore durante il collegamento al server. Riprova più tardi'),
    ).toBeVisible();
  });

  test('a login form whose checks cannot be fetched says so, and works once they can', async ({ page }) => {
    await page.route('**/assets/login-schema-module-*.js', (route) => route.abort('connectionrefused'));
    await page.goto('/account/login');
    await fillLogin(page, 'mariorossi', 'Sbagliata99');
    await expect(page.getByRole('alert').filter({ hasText: 'Attenzione!' })).toContainText(
      'Si è verificato un errore durante il collegamento al server. Riprova più tardi',
    );
    await page.unroute('**/assets/login-schema-module-*.js');
    await page
      .getByRole('form', { name: 'Accedi' })
      .getByRole('button', { name: 'Accedi', exact: true })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: 'Attenzione!' })).toContainText(
      '-1 - Nome utente o password non corretti',
    );
  });

  test('login shows the balance in the header, survives a reload, and logout ends the session', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await loginAs(page, 'mariorossi');
    await expect(page).toHaveURL(/\/$/);
    // Below 640 px the balance sits inside the user menu.
    const openBalance = async () => testInfo.project.name === 'mobile' && (await userMenu(page).click());
    await openBalance();
    const balance = page.getByRole('group', { name: 'Il tuo saldo' });
    await expect(balance).toContainText('1.275,00');
    await expect(balance).toContainText('1.250,00');
    await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toHaveCount(0);
    await snap(page, testInfo, 'home-logged-in');

    await page.reload();
    await openBalance();
    await expect(page.getByRole('group', { name: 'Il tuo saldo' })).toContainText('1.275,00');
    if (testInfo.project.name === 'mobile') await page.keyboard.press('Escape');
    const token = await page.evaluate(() => localStorage.getItem('Token'));
    expect(token).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);

    await userMenu(page).click();
    const loggedOut = page.waitForResponse((response) => response.url().includes('/api/Account/LogoutUser'));
    await page.getByRole('menuitem', { name: 'Esci' }).click();
    expect((await loggedOut).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Accedi', exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
    // The old token is refused by the server: the session was closed there, not only in the browser.
    const status = await page.evaluate(
      async (t) =>
        (await fetch('/api/Account/GetSaldo', { headers: { authorization: `Bearer ${t}` } })).status,
      token,
    );
    expect(status).toBe(401);
  });

  test('/account/logout logs out at once and goes home', async ({ page }) => {
    await loginAs(page, 'giuliabianchi');
    await page.goto('/account/logout');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Accedi', exact: true }).first()).toBeVisible();
  });

  test('the header login modal logs in and stays on the page', async ({ page }, testInfo) => {
    await page.goto('/pagina-inesistente');
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
    await page.getByRole('button', { name: 'Accedi', exact: true }).first().click();
    const modal = page.getByRole('dialog', { name: 'Accedi' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: /Registrati/ })).toBeVisible();
    await snap(page, testInfo, 'login-modal');
    await fillLogin(modal, 'mariorossi');
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/pagina-inesistente$/);
    await expect(userMenu(page)).toBeVisible();
  });
});

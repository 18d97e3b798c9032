import type { Page } from '@playwright/test';
import { expect, loginAs, seriousA11yViolations, snap, test, userMenu } from './fixtures';

/** Logs in with the page clock installed. */
async function loginWithClock(page: Page) {
  await page.clock.install();
  await loginAs(page, 'mariorossi');
}

/** Opens the dashboard and waits until the lazily loaded idle watcher has started its timers. */
async function openWatchedDashboard(page: Page) {
  await page.goto('/account/dashboard');
  await expect(page.getByText('Benvenuto, Mario Rossi')).toBeVisible();
  await page.locator('html[data-session-watched]').waitFor({ state: 'attached' });
}

const warning = (page: Page) => page.getByRole('dialog', { name: 'Sessione in scadenza' });
const accedi = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Accedi' });

test.describe('session keeping', () => {
  test("idle 20 minutes opens the warning; 'Rinnova' keeps the player logged in", async ({
    page,
  }, testInfo) => {
    await loginWithClock(page);
    // Off the home: its slider's autoplay and animation frames would make minutes of fake time slow.
    await openWatchedDashboard(page);
    const pings: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Account/RefreshToken')) pings.push(request.url());
    });

    await page.clock.runFor(5 * 60_000 + 1000);
    await expect.poll(() => pings.length).toBe(1);
    expect(pings[0]).toMatch(/betsession=[0-9a-f-]{36}/);
    await expect(warning(page)).toBeHidden();

    await page.clock.fastForward(15 * 60_000);
    await expect(warning(page)).toBeVisible();
    await expect(warning(page).getByRole('timer')).toHaveText(/^(10:00|09:5\d)$/);
    await snap(page, testInfo, 'session-warning');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // No ping while the countdown runs.
    const before = pings.length;
    await page.clock.runFor(5 * 60_000 + 1000);
    expect(pings.length).toBe(before);
    await expect(warning(page).getByRole('timer')).toHaveText(/^0[45]:\d\d$/);

    const renewed = page.waitForResponse(
      (response) => response.url().includes('/api/Account/RefreshToken') && response.status() === 200,
    );
    await warning(page).getByRole('button', { name: 'Rinnova' }).click();
    await renewed;
    await expect(warning(page)).toBeHidden();
    await expect(userMenu(page)).toBeVisible();
    // The renewed token works: a reload is still logged in.
    await page.reload();
    await expect(userMenu(page)).toBeVisible();
  });

  test('the countdown running out logs the player out with a message', async ({ page }, testInfo) => {
    await loginWithClock(page);
    await openWatchedDashboard(page);

    await page.clock.fastForward(20 * 60_000 + 1000);
    await expect(warning(page)).toBeVisible();
    const loggedOut = page.waitForResponse(
      (response) => response.url().includes('/api/Account/LogoutUser') && response.status() === 200,
    );
    await page.clock.fastForward(10 * 60_000);
    await loggedOut;
    await expect(accedi(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText("La sessione è scaduta per inattività. Effettua nuovamente l'accesso."),
    ).toBeVisible();
    await expect(warning(page)).toBeHidden();
    await snap(page, testInfo, 'session-expired');
    // Closed on the server too: a reload is anonymous.
    await page.reload();
    await expect(accedi(page)).toBeVisible();
  });

  test('logout from an /account page goes home and the header shows Accedi', async ({ page }) => {
    await loginAs(page, 'mariorossi');
    await page.goto('/account/dashboard');
    await expect(page.getByText('Benvenuto, Mario Rossi')).toBeVisible();
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Esci' }).click();
    await expect(accedi(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('Token'))).toBeNull();
  });
});

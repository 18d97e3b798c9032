import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { solveChallenge } from '../scripts/lib/bot-check';

export const DEMO_PASSWORD = 'Demo12345';

/**
 * A solved bot check for a login made through the API, as the browser's widget would send it in
 * `recaptcha`: the server's e2e run checks it for real.
 */
export async function botCheckPayload(request: APIRequestContext, action = 'AccountLogin'): Promise<string> {
  return solveChallenge(await (await request.get(`/api/Account/BotCheckChallenge?action=${action}`)).json());
}

/** Waits until the login form's bot check (ALTCHA, solved by itself in the browser) has its payload. */
export async function botCheckSolved(scope: Page | Locator) {
  await expect(
    scope.getByRole('form', { name: 'Accedi' }).locator('altcha-widget [data-state="verified"]'),
  ).toBeAttached({ timeout: 15_000 });
}

/** Fills the login form on the current page (screen or modal) and submits it once the bot check is solved. */
export async function fillLogin(scope: Page | Locator, username: string, password = DEMO_PASSWORD) {
  await scope.getByLabel('Username').fill(username);
  await scope.getByLabel(/^Password/).fill(password);
  await botCheckSolved(scope);
  await scope
    .getByRole('form', { name: 'Accedi' })
    .getByRole('button', { name: 'Accedi', exact: true })
    .click();
}

/** The logged-in header's menu button, named after the player's username. */
export const userMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^(mariorossi|giuliabianchi)$/ });

/** Logs in through the login screen and waits for the header's menu button named after the player. */
export async function loginAs(page: Page, username: string) {
  await page.goto('/account/login');
  await fillLogin(page, username);
  await expect(page.getByRole('banner').getByRole('button', { name: username, exact: true })).toBeVisible();
}

/**
 * Starts a session the way loginAs ends, without going through the login screen: for journeys
 * whose subject is not the login. The same login call the form makes (LoginUser2FA with the bot
 * check solved in Node, the server checks both it and the password for real, from the journey's
 * own address), then the token and device token in local storage as the web app keeps them after a
 * login (lib/storage.ts, features/auth/api/login-request.ts), then the home page with the header's
 * menu button named after the player. Unlike the login screen it shows no post-login notice (the
 * -6443 deposit-limit prompt, "other sessions closed"): journeys about those use loginAs.
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  const headers = { 'X-Forwarded-For': journeyAddress(test.info()) };
  const request = page.request;
  const challenge = await request.get('/api/Account/BotCheckChallenge?action=AccountLogin', { headers });
  expect(challenge.ok()).toBe(true);
  // A new device, as the browser's first login sends (ensureDeviceToken).
  const deviceToken = randomBytes(32).toString('base64url');
  const response = await request.post('/api/Account/LoginUser2FA', {
    headers,
    data: { username, password, recaptcha: solveChallenge(await challenge.json()), token: deviceToken },
  });
  const body = (await response.json()) as {
    ResponseCode: number;
    ResponseData?: { Token: string; DeviceToken?: string } | null;
  };
  expect(body.ResponseData?.Token, `${username} logged in (${JSON.stringify(body)})`).toBeTruthy();
  const { Token, DeviceToken } = body.ResponseData!;
  // Local storage belongs to the site's origin: set it from a small document of the site.
  await page.goto('/api/health');
  await page.evaluate(
    ([token, device]) => {
      localStorage.setItem('Token', token);
      localStorage.setItem('DeviceToken', device);
    },
    [Token, DeviceToken ?? deviceToken] as const,
  );
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: username, exact: true })).toBeVisible();
}

/** Journeys that change a player run once: both projects share one server and its data. */
export const desktopOnly = (testInfo: TestInfo) =>
  test.skip(testInfo.project.name !== 'desktop', "changes the shared server's data: runs on desktop only");

/** Euro as the screens write them ('€ 1.234,56') in cents. */
export const cents = (text: string) =>
  Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

export type Balance = { soldi: number; prelevabile: number };

/** The balance box of the deposit and withdrawal screens (Saldo, Prelevabile), in cents. */
export async function shownBalance(page: Page): Promise<Balance> {
  const values = page.getByRole('group', { name: 'Saldo del conto di gioco' }).locator('dd');
  await expect(values.first()).toContainText('€');
  await expect(values.last()).toContainText('€');
  const [soldi, prelevabile] = await values.allTextContents();
  return { soldi: cents(soldi!), prelevabile: cents(prelevabile!) };
}

export type MailboxMessage = { channel: 'email' | 'sms'; recipient: string; body: string; purpose: string };

/** The newest message of the development mailbox to the recipient for the purpose, waiting for it a moment. */
export async function newestMessage(
  request: APIRequestContext,
  recipient: string,
  purpose: string,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect(async () => {
    const messages = (await (await request.get('/dev/mailbox.json')).json()) as MailboxMessage[];
    found = messages.find((m) => m.recipient === recipient && m.purpose === purpose);
    expect(found, `a ${purpose} message to ${recipient}`).toBeDefined();
  }).toPass({ timeout: 5_000 });
  return found!;
}

/**
 * Full-page screenshot in e2e/screenshots/<desktop|mobile>/<name>.png, to look at. A dialog is
 * better taken as the viewport shows it (fullPage false): a full page draws its fixed overlay on the
 * first screen only.
 */
export async function snap(page: Page, testInfo: TestInfo, name: string, options = { fullPage: true }) {
  const dir = path.join('e2e', 'screenshots', testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  // A full-page picture taken while scrolled draws the sticky header in the middle of the page.
  if (options.fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: options.fullPage });
}

/** Serious and critical accessibility violations on the page (axe-core). */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n').slice(1).join(' ')})`).join('; ')}`,
    );
}

/**
 * Every journey comes from its own address (X-Forwarded-For; the e2e server trusts it): like real
 * players, one journey's failed logins never count towards another's per-address throttle.
 */
function journeyAddress(testInfo: TestInfo): string {
  const hash = createHash('sha256')
    .update(`${testInfo.testId}:${testInfo.project.name}:${testInfo.retry}`)
    .digest();
  return `10.${hash[0]}.${hash[1]}.${hash[2]}`;
}

export const test = base.extend<{ consoleErrors: string[]; clientAddress: string }>({
  clientAddress: [
    async ({ page }, use, testInfo) => {
      const address = journeyAddress(testInfo);
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
      await use(address);
    },
    { auto: true },
  ],
  // Fails a journey on any error in the browser console (CSP violations included).
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Failed requests are asserted by the journeys themselves (401 after logout, refused connections).
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

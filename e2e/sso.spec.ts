import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { DEVELOPMENT_SSO_SECRET } from '../apps/api/src/modules/sso/development-secret.ts';
import { SSO_ASSERTION } from '../packages/shared/src/sso.ts';
import { expect, snap, test, userMenu } from './fixtures';

/** The partner site's assertion, signed with the development secret the e2e server verifies with. */
async function partnerAssertion(username: string): Promise<string> {
  return new SignJWT({ jti: randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(username)
    .setAudience(SSO_ASSERTION.audience)
    .setIssuedAt()
    .setExpirationTime('1m')
    .sign(new TextEncoder().encode(DEVELOPMENT_SSO_SECRET));
}

/**
 * SSO_PermittedHost is 'localhost' by default: the page works on localhost:<port> and shows no data
 * on 127.0.0.1:<port>, the same server.
 */
function ssoUrl(host: 'localhost' | '127.0.0.1', query: Record<string, string>): string {
  const url = new URL('/sso/login', test.info().project.use.baseURL ?? 'http://127.0.0.1:3210');
  url.hostname = host;
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

const header = (page: Page) => page.getByRole('banner');

test.describe('single sign-on (/sso/login)', () => {
  test("the partner's assertion logs the player in and leads to returnUrl", async ({ page }, testInfo) => {
    await page.goto(
      ssoUrl('localhost', { assertion: await partnerAssertion('mariorossi'), returnUrl: '/account' }),
    );
    await expect(page).toHaveURL(/localhost:\d+\/account$/);
    await expect(page.getByText('Benvenuto, Mario Rossi')).toBeVisible();
    await expect(userMenu(page)).toBeVisible();
    await snap(page, testInfo, 'sso-logged-in');
  });

  test('an assertion works once: a second use is refused', async ({ page }, testInfo) => {
    const assertion = await partnerAssertion('mariorossi');
    await page.goto(ssoUrl('localhost', { assertion }));
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(userMenu(page)).toBeVisible();

    await page.goto(ssoUrl('localhost', { assertion }));
    await expect(page.getByRole('alert')).toContainText('-1 - Nome utente o password non corretti');
    await expect(page.getByRole('link', { name: 'Vai alla pagina di accesso' })).toBeVisible();
    // Any refused login logs the client out (access.md §4).
    await expect(userMenu(page)).toHaveCount(0);
    await snap(page, testInfo, 'sso-refused');
  });

  test('on a host other than SSO_PermittedHost it shows no data and logs nobody in', async ({
    page,
  }, testInfo) => {
    let calls = 0;
    page.on('request', (request) => request.url().includes('LoginUserSSO') && calls++);
    await page.goto(ssoUrl('127.0.0.1', { assertion: await partnerAssertion('mariorossi') }));
    await expect(page.getByRole('heading', { name: 'Nessun dato disponibile' })).toBeVisible();
    expect(calls).toBe(0);
    // The page has no header or footer on a phone.
    if (testInfo.project.name === 'mobile') {
      await expect(header(page)).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
    } else {
      await expect(header(page)).toBeVisible();
    }
    await snap(page, testInfo, 'sso-no-data');
  });
});

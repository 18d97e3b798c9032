import { botCheckPayload, expect, snap, test } from './fixtures';

test.describe('platform', () => {
  test('the app shell logs in with an appToken in the query and removes it from the address', async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/Account/LoginUser2FA', {
      data: { username: 'mariorossi', password: 'Demo12345', recaptcha: await botCheckPayload(request) },
    });
    const token = (await login.json()).ResponseData.Token as string;
    const checks: { url: string; authorization: string | undefined }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Account/CheckAuth'))
        checks.push({ url: request.url(), authorization: request.headers().authorization });
    });
    await page.goto(`/account?token=${token}&username=mariorossi`);
    await expect(page.getByText('Benvenuto, Mario Rossi')).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    // The token went to CheckAuth in the header, never in its query (access logs, history).
    expect(checks[0]!.authorization).toBe(`Bearer ${token}`);
    for (const check of checks) expect(check.url).not.toContain(token);
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toMatch(/^eyJ/);
  });

  test('the first load reads the site modules from the page, without a GetSiteModules request', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/api/Environment/GetSiteModules') && asked.push(request.url()),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Conto Gioco');
    expect(asked).toEqual([]);
  });

  test('the dark theme can be chosen and is remembered', async ({ page }, testInfo) => {
    await page.goto('/account/login');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('button', { name: 'Cambia tema' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await snap(page, testInfo, 'login-dark');
  });

  test('Swagger UI shows the API document', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByText('Conto Gioco API').first()).toBeVisible();
    await expect(page.getByText('/api/Account/LoginUser2FA')).toBeVisible();
  });
});

import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { desktopOnly, expect, seriousA11yViolations, signIn, snap, test } from './fixtures';

/*
 * The account statement /account/estratto-conto (issue 18), on the real server. Both projects use
 * lauraconti, who has six months of deposits and withdrawals (apps/api/src/seed/statement-history.ts;
 * the journey only reads them), dated relative to the server's first start: in the last week a deposit 3 days ago, a withdrawal yesterday and its cancellation,
 * and a deposit today.
 */

const player = { username: 'lauraconti', contract: '1000050' };

/** Switches a site module (development route of the API); gives back the previous value. */
async function setSiteConfig(request: APIRequestContext, name: string, value: string): Promise<string> {
  const response = await request.post('/dev/site-config', { data: { name, value } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { previous: string }).previous;
}

const list = (page: Page) =>
  page.getByRole('table', { name: 'Movimenti' }).or(page.getByRole('list', { name: 'Movimenti' }));
/** The movements shown: table rows (desktop) or cards (mobile). */
const movements = (page: Page) => list(page).locator('tbody tr, li');

test.describe('statement /account/estratto-conto', () => {
  test('from the account menu: tabs, filters, a month with no movements, the CSV export', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, player.username);

    // The account home's tile leads to the statement.
    await page.goto('/account');
    await page
      .getByRole('link', { name: /Estratto conto/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/account\/estratto-conto$/);
    await expect(page.getByRole('heading', { name: 'Estratto conto', level: 1 })).toBeVisible();

    // Default: the last week, every movement, newest first.
    await expect(page.getByLabel('Periodo')).toHaveValue('2');
    await expect(movements(page)).toHaveCount(4);
    await expect(movements(page).first()).toContainText('Ricarica');
    await expect(movements(page).first()).toContainText('€ 20,00');
    await expect(movements(page).nth(1)).toContainText('Prelievo annullato');
    await expect(movements(page).nth(1)).toContainText('€ 40,00');
    await expect(movements(page).nth(2)).toContainText('Prelievo');
    await expect(movements(page).nth(2)).toContainText('-€ 40,00');
    await expect(movements(page).nth(2)).toContainText(`W${player.contract}001`);
    await snap(page, testInfo, 'statement-week');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Uscite: the withdrawal alone; Entrate: the two deposits and the cancelled withdrawal.
    await page.getByRole('tab', { name: 'Uscite' }).click();
    await expect(movements(page)).toHaveCount(1);
    await expect(movements(page).first()).toContainText('Prelievo');
    await page.getByRole('tab', { name: 'Entrate' }).click();
    await expect(movements(page)).toHaveCount(3);
    await page.getByRole('tab', { name: 'Tutti' }).click();

    // The last two months: last month's movements too.
    await page.getByLabel('Periodo').selectOption({ label: 'Ultimi due mesi' });
    await expect(movements(page).first()).toBeVisible();
    // Sport bets (none yet for this player) and a state filter: nothing.
    await page.getByLabel('Causale').selectOption({ label: 'Scommesse sportive' });
    await expect(page.getByText('Non sono stati trovati movimenti…')).toBeVisible();
    await page.getByLabel('Causale').selectOption({ label: 'Tutte' });
    await page.getByLabel('Stato').selectOption({ label: 'Chiuse' });
    await expect(page.getByText('Non sono stati trovati movimenti…')).toBeVisible();
    await page.getByLabel('Stato').selectOption({ label: 'Tutti' });
    await expect(movements(page).first()).toBeVisible();

    // A custom month a year ago: the history is six months long, so nothing.
    await page.getByLabel('Periodo').selectOption({ label: 'Personalizzato' });
    const lastYear = String(new Date().getFullYear() - 1);
    await page.getByLabel('Anno').selectOption(lastYear);
    await page.getByLabel('Mese').selectOption({ label: 'Gennaio' });
    await expect(page.getByText('Non sono stati trovati movimenti…')).toBeVisible();
    await expect(page.getByText(`Movimenti dal 01/01/${lastYear} al 31/01/${lastYear}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Esporta CSV' })).toBeDisabled();
    await snap(page, testInfo, 'statement-empty');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Back to the last week, Uscite, exported as CSV: the file holds what the screen shows.
    await page.getByLabel('Periodo').selectOption({ label: 'Ultima settimana' });
    await page.getByRole('tab', { name: 'Uscite' }).click();
    await expect(movements(page)).toHaveCount(1);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Esporta CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^estratto-conto-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Data;Causale;Ticket;Gioco;Ricevuta;Stato;Importo (€);Bonus (€)');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(`^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};Prelievo;W${player.contract}001;;;;-40,00;$`),
    );

    // The PDF too.
    const pdfDownloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Esporta PDF' }).click();
    const pdf = await pdfDownloading;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  test("with ConsentiSoloPrelievo: 'Questa sezione è stata disabilitata'", async ({
    page,
    request,
  }, testInfo) => {
    desktopOnly(testInfo);
    await signIn(page, player.username);
    const previous = await setSiteConfig(request, 'ConsentiSoloPrelievo', 'true');
    try {
      await page.goto('/account/estratto-conto');
      await expect(page.getByText('Questa sezione è stata disabilitata')).toBeVisible();
      await expect(page.getByRole('table', { name: 'Movimenti' })).toHaveCount(0);
      await snap(page, testInfo, 'statement-disabled');
    } finally {
      await setSiteConfig(request, 'ConsentiSoloPrelievo', previous);
    }
  });
});

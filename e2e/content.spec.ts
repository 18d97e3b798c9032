import type { Locator, Page, TestInfo } from '@playwright/test';
import { WELCOME_AREAS, welcomeLayoutArea } from '@conto-gioco/shared/cms';
import { expect, seriousA11yViolations, signIn, snap as snapPage, test } from './fixtures';

/*
 * Content journeys (issue 7) on the demo site the server imports from content/ at start: the home
 * and its widgets as a guest and as a player, the hero slider, a call-to-action, the institutional
 * pages with their search and fragment jump, the FAQ, both payout pages, the service pages and
 * 'Pagina non trovata'. They only read: every project (desktop 1280, tablet 768, mobile 390) runs
 * them all and takes its own screenshots.
 */

const NOT_FOUND = 'Pagina non trovata';
const RESPONSIBLE_GAMING = '/pages/pagine-istituzionali/gioco-responsabile/gioco-responsabile';

/**
 * snap() once the web fonts (the Remix Icon font above all) have arrived and, for a full page, once
 * the lazily loaded images further down have been reached and loaded.
 */
async function snap(page: Page, testInfo: TestInfo, name: string, options = { fullPage: true }) {
  if (options.fullPage) {
    const at = await page.evaluate(() => window.scrollY);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    // Lazy images off to the side (a carousel's later slides) never load until they slide in.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.images).every((image) => {
            const { left, right } = image.getBoundingClientRect();
            return image.complete || right <= 0 || left >= window.innerWidth;
          }),
        ),
      )
      .toBe(true);
    await page.evaluate((y) => window.scrollTo(0, y), at);
  }
  await page.evaluate(() => document.fonts.ready);
  await snapPage(page, testInfo, name, options);
}

/** The home's widgets (sections marked data-widget), in page order, each named by its label or heading. */
async function homeWidgets(page: Page): Promise<string[]> {
  const area = page.locator('section[data-widget]');
  // Each widget type is its own lazy chunk: wait for the last ones of both orders to be there.
  for (const name of ['Scegli il tuo gioco', 'Il Casinò Live, come essere in sala'])
    await expect(area.filter({ hasText: name }).first()).toBeVisible();
  return area.evaluateAll((sections) =>
    sections.map(
      (section) =>
        section.getAttribute('aria-label') ??
        section.querySelector('h2, h3')?.textContent?.trim() ??
        section.getAttribute('data-widget') ??
        '',
    ),
  );
}

/** Index of the first widget whose name contains `text`; fails when there is none. */
function position(widgets: string[], text: string): number {
  const index = widgets.findIndex((name) => name.includes(text));
  expect(index, `a widget named '${text}' in ${JSON.stringify(widgets)}`).toBeGreaterThanOrEqual(0);
  return index;
}

/** The Home welcome hero: the first slider of the page. */
const homeHero = (page: Page) => page.locator('section[data-widget="visore_generico"]').first();

/** The index of the slider's active pagination dot. */
async function activeDot(hero: Locator): Promise<number> {
  return hero
    .locator('.mantine-Carousel-indicator')
    .evaluateAll((dots) => dots.findIndex((dot) => dot.hasAttribute('data-active')));
}

/**
 * A CMS that has been tampered with: the home area's answer gets an HTML block carrying an
 * `<img onerror>` and a `<script>` (the demo content has none).
 */
async function injectHostileHtmlBlock(page: Page) {
  await page.route(/\/api\/CMS\/GetCmsObject\?.*layoutArea=V3_LayoutArea_Home(&|$)/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.ResponseData.Children.push({
      Id: 999_999,
      Name: 'Blocco manomesso',
      TypeName: 'html_block',
      Hierarchy: null,
      Children: [],
      Parameters: {
        Content:
          '<p>Testo del blocco manomesso</p><img src="x" onerror="window.__cmsXss = 1" alt=""><script>window.__cmsXss = 2</script>',
      },
      Visibility: 1,
      ViewOrder: 9999,
      Risoluzione: 0,
    });
    await route.fulfill({ response, json: body });
  });
}

/**
 * Chromium reports a CSP violation ('Executing inline event handler ...') as soon as the sanitiser
 * parses the injected `<img onerror>` in its inert document, although nothing runs there. The
 * journeys check the sanitising itself (no handler, no script in the page, window.__cmsXss unset),
 * so that report alone is let through.
 */
function allowSanitiserReports(errors: string[]) {
  for (let i = errors.length - 1; i >= 0; i--)
    if (
      errors[i]!.startsWith('Executing inline event handler violates the following Content Security Policy')
    )
      errors.splice(i, 1);
}

test.describe('home', () => {
  test.afterEach(({ consoleErrors }) => allowSanitiserReports(consoleErrors));

  test('a guest sees the logged-out widgets, not the player ones, and the HTML block runs no script', async ({
    page,
  }, testInfo) => {
    await injectHostileHtmlBlock(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Registrati e ricevi il bonus' })).toBeVisible();
    const table = page.getByRole('table').filter({ hasText: 'PayPal' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Metodo' })).toBeVisible();
    // The tampered block shows its text; its <img onerror> and <script> are sanitised away.
    await expect(page.getByText('Testo del blocco manomesso', { exact: true })).toBeVisible();
    const xss = await page.evaluate(() => (window as unknown as { __cmsXss?: number }).__cmsXss);
    expect(xss).toBeUndefined();
    await expect(page.locator('section[data-widget] script')).toHaveCount(0);
    await expect(page.locator('section[data-widget] img[onerror]')).toHaveCount(0);

    const widgets = await homeWidgets(page);
    expect(widgets.some((name) => name.includes('Il tuo bonus'))).toBe(false);
    // The RETE-07 block is for one network's players only.
    expect(widgets.some((name) => name.includes('Offerta della tua agenzia'))).toBe(false);
    // Guest order (ViewOrder): the registration block, then the game tiles, then the news.
    expect(position(widgets, 'Registrati e ricevi il bonus')).toBeLessThan(
      position(widgets, 'Scegli il tuo gioco'),
    );
    expect(position(widgets, 'Scegli il tuo gioco')).toBeLessThan(position(widgets, 'Il Casinò Live'));

    // The logged-in-only slide button (cta3 LOGGED) is not there; the guest's are.
    const hero = homeHero(page);
    await expect(hero.getByRole('link', { name: 'Registrati' }).first()).toBeAttached();
    await expect(hero.getByRole('link', { name: 'Ricarica ora' })).toHaveCount(0);

    await page.getByRole('heading', { name: 'Il Casinò Live, come essere in sala' }).scrollIntoViewIfNeeded();
    await snap(page, testInfo, 'content-home-guest');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a player sees the player widget, in the logged-in order, without the guest one', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'mariorossi');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Il tuo bonus' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Registrati e ricevi il bonus' })).toHaveCount(0);
    const widgets = await homeWidgets(page);
    // ViewOrderLogged: the bonus block moves up right below the ticker, the game tiles below the
    // news and videos.
    expect(position(widgets, 'Il tuo bonus')).toBe(position(widgets, 'Ultime notizie') + 1);
    expect(position(widgets, 'Il Casinò Live')).toBeLessThan(position(widgets, 'Scegli il tuo gioco'));
    expect(widgets.some((name) => name.includes('Offerta della tua agenzia'))).toBe(false);
    // The slide's LOGGED button shows, its NOTLOGGED ones do not.
    const hero = homeHero(page);
    await expect(hero.getByRole('link', { name: 'Ricarica ora' }).first()).toBeAttached();
    await expect(hero.getByRole('link', { name: 'Registrati' })).toHaveCount(0);
    await snap(page, testInfo, 'content-home-player');
  });

  test('the hero slider moves by itself and with its controls', async ({ page }, testInfo) => {
    await page.goto('/');
    const hero = homeHero(page);
    const dots = hero.locator('.mantine-Carousel-indicator');
    await expect(dots.first()).toBeVisible();
    expect(await dots.count()).toBeGreaterThan(1);
    const start = await activeDot(hero);
    // Autoplay every 4 s.
    await expect.poll(() => activeDot(hero), { timeout: 10_000 }).not.toBe(start);
    if (testInfo.project.name === 'mobile') {
      // No arrows on mobile: the dots move it.
      await dots.nth(0).click();
      await expect.poll(() => activeDot(hero)).toBe(0);
    } else {
      const before = await activeDot(hero);
      await hero.getByRole('button', { name: 'Successivo' }).click();
      await expect.poll(() => activeDot(hero)).not.toBe(before);
    }
  });

  test("a slide's LOGIN button opens the login modal", async ({ page }, testInfo) => {
    await page.goto('/');
    const hero = homeHero(page);
    await hero.getByRole('button', { name: 'Accedi', exact: true }).first().click();
    const modal = page.getByRole('dialog', { name: 'Accedi' });
    await expect(modal).toBeVisible();
    await snap(page, testInfo, 'content-cta-login', { fullPage: false });
  });
});

test('every welcome hero area of the demo answers its slider; expired promos and player slides stay out', async ({
  request,
}) => {
  type Node = { Name: string; TypeName: string; Children: Node[]; Parameters: Record<string, string> };
  const area = async (name: string) => {
    const answer = (await (await request.get(`/api/CMS/GetCmsObject?id=&layoutArea=${name}`)).json()) as {
      ResponseCode: number;
      ResponseData: Node | null;
    };
    expect(answer.ResponseCode, name).toBe(0);
    return answer.ResponseData!;
  };
  for (const welcome of WELCOME_AREAS) {
    const root = await area(welcomeLayoutArea(welcome));
    expect(root.Children[0]?.TypeName, welcome).toBe('visore_generico');
    expect(root.Children[0]!.Children.length, welcome).toBeGreaterThan(0);
  }
  const promos = (await area('V3_LayoutArea_Welcome_Promozioni')).Children.flatMap(
    (slider) => slider.Children,
  );
  expect(promos.map((promo) => promo.Name)).not.toContain('Promo Estate 2025 (scaduta)');
  expect(promos.map((promo) => promo.Name)).toContain('Torneo slot riservato');
  const poker = (await area('V3_LayoutArea_Welcome_Poker')).Children[0]!.Children;
  expect(poker.map((slide) => slide.Name)).toEqual(["Texas Hold'em"]);
  expect((await area('V3_LayoutArea_Welcome_Casino')).Children[0]!.Parameters.selectMode).toBe('1');
});

test.describe('institutional pages', () => {
  test('the page search finds, counts and cycles the matches, wrapping around', async ({
    page,
  }, testInfo) => {
    await page.goto(`${RESPONSIBLE_GAMING}?nome=Mario`);
    await expect(page.getByRole('heading', { name: 'Gioco responsabile', level: 1 })).toBeVisible();
    // qs_nome is the query's nome.
    await expect(page.getByText('Ciao Mario, il gioco deve restare un divertimento')).toBeVisible();
    // Internal links stay in the app, https and mailto are left to the browser.
    await expect(page.getByRole('link', { name: 'percentuali di vincita', exact: true })).toHaveAttribute(
      'href',
      '/percentuali-di-vincita',
    );
    await expect(
      page.getByRole('link', { name: 'gioco.responsabile@contogioco.example.it' }),
    ).toHaveAttribute('href', 'mailto:gioco.responsabile@contogioco.example.it');

    const search = page.getByRole('textbox', { name: 'Cerca nella pagina' });
    const count = page.getByTestId('search-count');
    // Three characters are not enough.
    await search.fill('aut');
    await page.waitForTimeout(400);
    await expect(page.locator('mark')).toHaveCount(0);
    await search.fill('autoesclusione');
    await expect(count).toHaveText(/^1 di \d+$/);
    const total = Number((await count.textContent())!.split(' di ')[1]);
    expect(total).toBeGreaterThanOrEqual(4);
    await expect(page.locator('mark')).toHaveCount(total);
    await expect(page.locator('mark[data-current="true"]')).toHaveCount(1);

    const next = page.getByRole('button', { name: 'Risultato successivo' });
    const previous = page.getByRole('button', { name: 'Risultato precedente' });
    await next.click();
    await expect(count).toHaveText(`2 di ${total}`);
    await previous.click();
    await previous.click();
    await expect(count).toHaveText(`${total} di ${total}`);
    await next.click();
    await expect(count).toHaveText(`1 di ${total}`);
    await next.click();
    await expect(count).toHaveText(`2 di ${total}`);
    // The current match is scrolled into view, below the sticky search bar.
    await expect(page.locator('mark[data-current="true"]')).toBeInViewport();
    await snap(page, testInfo, 'content-page-search', { fullPage: false });

    await page.getByRole('button', { name: 'Chiudi la ricerca' }).click();
    await expect(search).toHaveValue('');
    await expect(page.locator('mark')).toHaveCount(0);
    await snap(page, testInfo, 'content-page');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a URL fragment jumps to its heading', async ({ page }) => {
    await page.goto(`${RESPONSIBLE_GAMING}#autoesclusione`);
    const heading = page.getByRole('heading', { name: 'Autoesclusione', exact: true });
    await expect(heading).toBeInViewport({ timeout: 5_000 });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the index, a subsection page and the account pages', async ({ page }, testInfo) => {
    await page.goto('/pages/pagine-istituzionali/informazioni/pagamenti/metodi-di-ricarica');
    await expect(page.getByRole('heading', { name: 'Metodi di ricarica', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Portafogli elettronici' })).toBeVisible();
    await snap(page, testInfo, 'content-page-subsection');

    await page.goto('/account/pages/vip-program');
    await expect(page.getByRole('heading', { name: 'Programma VIP', level: 1 })).toBeVisible();
    await snap(page, testInfo, 'content-account-page');
  });

  test("unknown pages and sections answer 'Pagina non trovata'", async ({ page }) => {
    await page.goto('/pages/pagine-istituzionali/termini-e-policies/nope');
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await page.goto('/pages/nessuna-area');
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await page.goto('/pagina-che-non-esiste');
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await page.goto('/faq/nope');
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
  });
});

test.describe('faq', () => {
  test('the index links to a section whose items expand', async ({ page }, testInfo) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: 'FAQ', level: 1, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ricariche e prelievi' })).toBeVisible();
    await snap(page, testInfo, 'content-faq');
    await page.getByRole('link', { name: 'Scopri di più: Conto gioco' }).click();

    await expect(page).toHaveURL(/\/faq\/conto-gioco$/);
    await expect(page.getByRole('heading', { name: 'FAQ - Conto gioco', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Convalida e documenti' })).toBeVisible();
    const item = page.getByRole('button', { name: 'Quanto tempo serve per la convalida?' });
    const body = page.getByText('Di solito pochi minuti, al massimo 24 ore.');
    await expect(body).toBeHidden();
    await item.click();
    await expect(item).toHaveAttribute('aria-expanded', 'true');
    await expect(body).toBeVisible();
    // The CMS button in an item's body opens the login modal.
    await page.getByRole('button', { name: 'Sono già cliente: come accedo?' }).click();
    await page
      .getByRole('region', { name: 'Sono già cliente: come accedo?' })
      .getByRole('button', { name: 'Accedi' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Accedi' })).toBeVisible();
    await page.keyboard.press('Escape');
    await snap(page, testInfo, 'content-faq-section');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('payout percentages', () => {
  test('the monthly page: a block per family, a table per platform, 2 decimals', async ({
    page,
  }, testInfo) => {
    await page.goto('/percentuali-di-vincita-mensile');
    for (const family of ['SCOMMESSE', 'IPPICHE', 'CASINO'])
      await expect(page.getByRole('heading', { name: family, exact: true })).toBeVisible();
    const casino = page.getByRole('region', { name: 'CASINO' });
    const table = casino.getByRole('table', { name: /vegas live/i });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Anno',
      'Mese',
      'Famiglia',
      'RTP Mese',
      'Descrizione',
    ]);
    // Newest month first: November 2026, family code and name in upper case, RTP with 2 decimals.
    const first = table.getByRole('row').nth(1).getByRole('cell');
    await expect(first.nth(0)).toHaveText('2026');
    await expect(first.nth(1)).toHaveText('11');
    await expect(first.nth(2)).toHaveText('6 - CASINO');
    await expect(first.nth(3)).toHaveText(/^\d{2},\d{2}%$/);
    await expect(first.nth(4)).toHaveText(/^[A-Z ]+ LIVE$/);
    // Twelve months of three games.
    await expect(table.getByRole('row')).toHaveCount(1 + 12 * 3);
    await snap(page, testInfo, 'content-rtp-monthly');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('the static page: a table per provider, categories in title case, RTP as HTML', async ({
    page,
  }, testInfo) => {
    await page.goto('/percentuali-di-vincita');
    const table = page.getByRole('table', { name: /lagunare interactive/i });
    await expect(table.getByRole('columnheader')).toHaveText(['Gioco', 'Descrizione', 'Categoria', 'RTP']);
    const scopa = table.getByRole('row').filter({ hasText: 'Scopa Online' }).getByRole('cell');
    await expect(scopa.nth(2)).toHaveText('Giochi Di Carte');
    await expect(scopa.nth(3).locator('strong')).toHaveText('96,00%');
    await expect(page.getByRole('table')).toHaveCount(4);
    await snap(page, testInfo, 'content-rtp-static');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('service pages', () => {
  test("the alias 'termini' shows the terms with their version label", async ({ page }, testInfo) => {
    await page.goto('/termini');
    await expect(page.getByRole('heading', { name: 'Termini e condizioni', level: 1 })).toBeVisible();
    await expect(page.getByText('VER 1.1 - 15/10/2019')).toBeVisible();
    await expect(page.getByRole('heading', { name: '1. Oggetto' })).toBeVisible();
    // {{SITE_DOMAIN}} and {{SITE_NAME}} are filled in.
    await expect(
      page.getByText(/Le presenti condizioni regolano l'uso del sito \S+\.\S+ e il contratto/),
    ).toBeVisible();
    await expect(page.getByText('{{')).toHaveCount(0);
    await snap(page, testInfo, 'content-service-terms');
  });

  test('the service charter lists the enabled payment methods with their fees', async ({ page }) => {
    await page.goto('/carta-servizi');
    await expect(page.getByRole('heading', { name: 'Carta dei servizi', level: 1 })).toBeVisible();
    const deposits = page.getByRole('table').first();
    await expect(deposits.getByRole('row').filter({ hasText: 'PayPal' })).toBeVisible();
    await expect(page.getByText('{{')).toHaveCount(0);
  });
});

import { TERMS_VERSION_LABEL } from '@conto-gioco/shared/cms-constants';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { serveStorage } from '../testing/cms-fixtures';

configure({ asyncUtilTimeout: 5000 });

const G = '/storage/public/static-pages/globals/it';
const FILES: Record<string, string> = {
  [`${G}/termini-condizioni.html`]: '<p>Le condizioni del contratto.</p>',
  [`${G}/gioco-responsabile-generale.html`]: '<p>Gioco responsabile in generale.</p>',
  [`${G}/regolamento-poker-texas.html`]: '<p>Regole del Texas.</p>',
  [`${G}/regolamento-poker.html`]: '<p>Le regole del poker.</p>',
  [`${G}/chi-siamo.html`]:
    '<p>Chi siamo. <a href="/faq">FAQ</a></p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>',
  '/storage/public/static-pages/skins/7/it/contatti.html': '<p>Contatti del sito 7.</p>',
  '/storage/public/static-pages/promos/it/promo-benevenuto-sport.html': '<p>Bonus sport.</p>',
};

function renderService(url: string, modules: Record<string, string> = {}) {
  const app = renderApp({ url, modules: { SiteId: '1', ...modules } });
  const storage = serveStorage(app.fetchMock, FILES);
  return { ...app, storage };
}

const menu = () => within(screen.getByRole('navigation', { name: 'Pagine informative' }));

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { __pwned?: boolean }).__pwned;
});

describe('service pages /{page}', () => {
  it('the terms page: its HTML, the version label and the side menu with the current page marked', async () => {
    renderService('/termini-condizioni');
    expect(await screen.findByText('Le condizioni del contratto.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Termini e condizioni', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(TERMS_VERSION_LABEL)).toHaveTextContent('VER 1.1 - 15/10/2019');
    expect(document.title).toBe('Termini e condizioni - Conto Gioco');
    expect(menu().getByRole('link', { name: 'Termini e condizioni' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('textbox', { name: 'Cerca nella pagina' })).toBeInTheDocument();
  });

  it("the alias 'termini' shows the same page", async () => {
    renderService('/termini');
    expect(await screen.findByText('Le condizioni del contratto.')).toBeInTheDocument();
    expect(screen.getByText('VER 1.1 - 15/10/2019')).toBeInTheDocument();
  });

  it('the menu: pages not hidden, the contract PDF link, the rule books with their sub-pages', async () => {
    renderService('/chi-siamo');
    await screen.findByText(/Chi siamo\./);
    expect(menu().queryByRole('link', { name: /Gioco responsabile$/ })).toHaveAttribute(
      'href',
      '/gioco-responsabile',
    );
    expect(menu().queryByRole('link', { name: 'Bonus di benvenuto Sport' })).not.toBeInTheDocument();
    expect(menu().getAllByRole('link', { name: 'Gioco responsabile' })).toHaveLength(1);
    expect(menu().getByRole('link', { name: 'Contratto di gioco (PDF)' })).toHaveAttribute(
      'href',
      '/storage/public/static-pages/globals/it/contratto-di-gioco.pdf',
    );
    expect(menu().getByRole('link', { name: 'Regolamento poker' })).toHaveAttribute(
      'href',
      '/regolamento-poker',
    );
    expect(menu().getByRole('link', { name: 'Omaha' })).toHaveAttribute('href', '/regolamento-poker/omaha');
    expect(menu().getByRole('link', { name: 'Bonus' })).toHaveAttribute(
      'href',
      '/regolamenti/bonus-generale',
    );
    expect(menu().getByRole('link', { name: 'Percentuali di vincita mensili' })).toHaveAttribute(
      'href',
      '/percentuali-di-vincita-mensile',
    );
  });

  it('hidden pages are reachable by their address', async () => {
    renderService('/gioco-responsabile-generale');
    expect(await screen.findByText('Gioco responsabile in generale.')).toBeInTheDocument();
    renderService('/promo-benevenuto-sport');
    expect(await screen.findByText('Bonus sport.')).toBeInTheDocument();
  });

  it("a sub-page reads its own file; the rule book's own address its introduction", async () => {
    renderService('/regolamento-poker/texas');
    expect(await screen.findByText('Regole del Texas.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: "Regolamento poker - Texas Hold'em", level: 1 }),
    ).toBeInTheDocument();
    expect(menu().getByRole('link', { name: "Texas Hold'em" })).toHaveAttribute('aria-current', 'page');
    renderService('/regolamento-poker');
    expect(await screen.findByText('Le regole del poker.')).toBeInTheDocument();
  });

  it("the site's own pages come from skins/{SiteId}", async () => {
    renderService('/contatti', { SiteId: '7' });
    expect(await screen.findByText('Contatti del sito 7.')).toBeInTheDocument();
  });

  it('CMS HTML is sanitised: script and onerror never run; internal links stay in the app', async () => {
    const { router, user } = renderService('/chi-siamo');
    await screen.findByText(/Chi siamo\./);
    expect(document.querySelector('main script')).toBeNull();
    expect(document.querySelector('main img[onerror]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
  });

  it("'La pagina non è disponibile' when a known page's file is missing", async () => {
    renderService('/privacy');
    expect(await screen.findByRole('alert')).toHaveTextContent('La pagina non è disponibile');
  });

  it("unknown page or sub-page: 'Pagina non trovata'", async () => {
    renderService('/nessuna-pagina');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    renderService('/privacy/altro');
    expect(await screen.findAllByRole('heading', { name: 'Pagina non trovata' })).not.toHaveLength(0);
  });

  it('pokerLogout posts closeIframe to the parent window and shows no page', async () => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    const { storage } = renderService('/pokerLogout');
    await waitFor(() => expect(post).toHaveBeenCalledWith('closeIframe', '*'));
    const main = screen.getByRole('main');
    expect(main.querySelector('h1')).toBeNull();
    expect(main).not.toHaveTextContent(/\S/);
    expect(storage.mock.calls.some(([input]) => String(input).includes('/storage/'))).toBe(false);
  });
});

describe('footer links', () => {
  it('lead to the service pages, the responsible-gaming page, the FAQ and the payout tables', async () => {
    renderService('/chi-siamo');
    const footer = within(await screen.findByRole('navigation', { name: 'Informazioni' }));
    expect(footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Chi siamo', '/chi-siamo'],
      ['Termini e condizioni', '/termini-condizioni'],
      ['Privacy', '/privacy'],
      ['Cookie policy', '/cookies'],
      ['Gioco responsabile', '/pages/pagine-istituzionali/gioco-responsabile/gioco-responsabile'],
      ['FAQ', '/faq'],
      ['Percentuali di vincita', '/percentuali-di-vincita'],
      ['Contatti', '/contatti'],
    ]);
  });
});

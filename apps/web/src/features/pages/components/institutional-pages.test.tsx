import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emulateMobile } from '@/testing/media';
import { calls, renderApp, type Handler } from '@/testing/render';
import { areaRoot, cmsNode, envelope } from '../testing/cms-fixtures';

configure({ asyncUtilTimeout: 5000 });

const page = (Id: number, Title: string, Url: string, extra: Record<string, string> = {}) =>
  cmsNode('static_page', { Title, Url, ...extra }, [], { Id });

const AREA = areaRoot('Pagine istituzionali', [
  cmsNode(
    'static_pages_container',
    { static_page_section_title: 'Gioco responsabile', static_page_section_url: 'gioco-responsabile' },
    [
      page(11, 'Gioco responsabile', 'gioco-responsabile', { ShowIndex: 'true' }),
      page(12, 'Autoesclusione', 'autoesclusione'),
      page(13, 'Pagina riservata', 'riservata', { Hidden: 'true' }),
    ],
    { Id: 1 },
  ),
  cmsNode(
    'static_pages_container',
    {
      static_page_section_title: 'Termini e policies',
      static_page_section_url: 'termini-e-policies',
      collapsible_menu: 'true',
    },
    [
      page(21, 'Termini e condizioni', 'termini-e-condizioni'),
      page(22, 'Termini VIP', 'termini-e-condizioni-vip', { HideInPagesIndex: 'true' }),
      cmsNode('static_pages_container', { Title: 'Regolamenti', SubContainerUrl: 'regolamenti' }, [
        page(23, 'Regolamento poker', 'poker'),
      ]),
    ],
    { Id: 2 },
  ),
]);

const CONTENT: Record<number, string> = {
  11: '<h2 id="aiuto">Aiuto</h2><p>Ciao qs_nome, gioca con misura.</p><p><a href="/faq">Le FAQ</a> <a href="https://www.adm.gov.it/">ADM</a> <a href="mailto:aiuto@contogioco.it">Scrivici</a></p><img src="x" onerror="window.__pwned = true">',
  12: '<p>Autoesclusione dal gioco.</p>',
  13: '<p>Riservata.</p>',
  21: '<p>Termini.</p>',
  22: '<p>Termini VIP.</p>',
  23: '<p>Poker.</p>',
};

function renderPages(url: string, overrides: { area?: Handler; parameters?: Handler } = {}) {
  return renderApp({
    url,
    handlers: {
      'GET /api/CMS/GetCmsObject':
        overrides.area ??
        (({ url: u }) =>
          u.searchParams.get('layoutArea') === 'Pages_pagine-istituzionali'
            ? envelope(AREA)
            : envelope(null, 1)),
      'GET /api/CMS/GetCMSObjParameters':
        overrides.parameters ??
        (({ url: u }) => {
          const id = Number(u.searchParams.get('id'));
          return CONTENT[id] ? envelope({ Content: CONTENT[id]! }) : envelope(null, 1);
        }),
    },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { __pwned?: boolean }).__pwned;
});

describe('/pages/{layoutarea}', () => {
  it('the index lists the sections as links from tablet width up, with their pages (not hidden, not HideInPagesIndex)', async () => {
    const { fetchMock } = renderPages('/pages/pagine-istituzionali');
    expect(
      await screen.findByRole('heading', { name: 'Pagine istituzionali', level: 1 }),
    ).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Sezioni' }));
    // The section's link, then its page of the same name.
    expect(
      list.getAllByRole('link', { name: 'Gioco responsabile' }).map((link) => link.getAttribute('href')),
    ).toEqual([
      '/pages/pagine-istituzionali/gioco-responsabile',
      '/pages/pagine-istituzionali/gioco-responsabile/gioco-responsabile',
    ]);
    expect(list.getByRole('link', { name: 'Termini e policies' })).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Termini e condizioni' })).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Autoesclusione' })).toHaveAttribute(
      'href',
      '/pages/pagine-istituzionali/gioco-responsabile/autoesclusione',
    );
    expect(list.getByRole('link', { name: 'Regolamento poker' })).toBeInTheDocument();
    expect(list.queryByRole('link', { name: 'Termini VIP' })).not.toBeInTheDocument();
    expect(list.queryByRole('link', { name: 'Pagina riservata' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sezioni' })).not.toBeInTheDocument();
    expect(calls(fetchMock, '/api/CMS/GetCmsObject')[0]!.searchParams.get('layoutArea')).toBe(
      'Pages_pagine-istituzionali',
    );
  });

  it('on mobile the index shows the section tab bar instead of the list', async () => {
    const restore = emulateMobile();
    try {
      renderPages('/pages/pagine-istituzionali');
      const tabs = within(await screen.findByRole('navigation', { name: 'Sezioni' }));
      expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Gioco responsabile',
        'Termini e policies',
      ]);
      expect(screen.queryByRole('list', { name: 'Sezioni' })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it("a section's address opens its first page", async () => {
    const { router } = renderPages('/pages/pagine-istituzionali/termini-e-policies');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/pages/pagine-istituzionali/termini-e-policies/termini-e-condizioni',
      ),
    );
    expect(await screen.findByText('Termini.')).toBeInTheDocument();
  });

  it('a page: side navigation with the current page marked, hidden pages left out, collapsible groups toggle', async () => {
    const { user } = renderPages('/pages/pagine-istituzionali/gioco-responsabile/autoesclusione');
    expect(await screen.findByRole('heading', { name: 'Autoesclusione', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Autoesclusione dal gioco.')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Navigazione delle pagine' }));
    expect(nav.getByRole('link', { name: 'Autoesclusione' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Gioco responsabile' })).not.toHaveAttribute('aria-current');
    expect(nav.queryByRole('link', { name: 'Pagina riservata' })).not.toBeInTheDocument();
    // 'Termini e policies' has collapsible_menu: closed (the current page is elsewhere), opens, closes.
    const toggle = nav.getByRole('button', { name: 'Termini e policies' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav.queryByRole('link', { name: 'Termini e condizioni' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('link', { name: 'Regolamento poker' })).toHaveAttribute(
      'href',
      '/pages/pagine-istituzionali/termini-e-policies/regolamenti/poker',
    );
    await user.click(toggle);
    expect(nav.queryByRole('link', { name: 'Termini e condizioni' })).not.toBeInTheDocument();
  });

  it('a page with ShowIndex lists its headings, linking to their fragments; others do not', async () => {
    const { user, router } = renderPages(
      '/pages/pagine-istituzionali/gioco-responsabile/gioco-responsabile?nome=Ada',
    );
    const index = within(await screen.findByRole('navigation', { name: 'Indice della pagina' }));
    const link = index.getByRole('link', { name: 'Aiuto' });
    expect(link).toHaveAttribute(
      'href',
      '/pages/pagine-istituzionali/gioco-responsabile/gioco-responsabile?nome=Ada#aiuto',
    );
    await user.click(link);
    expect(router.state.location.hash).toBe('#aiuto');
    renderPages('/pages/pagine-istituzionali/gioco-responsabile/autoesclusione');
    expect(await screen.findByText('Autoesclusione dal gioco.')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Indice della pagina' })).toHaveLength(1);
  });

  it('a subsection page', async () => {
    renderPages('/pages/pagine-istituzionali/termini-e-policies/regolamenti/poker');
    expect(await screen.findByText('Poker.')).toBeInTheDocument();
  });

  it('a hidden page opens by its address', async () => {
    renderPages('/pages/pagine-istituzionali/gioco-responsabile/riservata');
    expect(await screen.findByText('Riservata.')).toBeInTheDocument();
  });

  it('mobile: tab bar with the section highlighted, back link to the index, and a Pagine dropdown', async () => {
    const restore = emulateMobile();
    try {
      const { user, router } = renderPages(
        '/pages/pagine-istituzionali/gioco-responsabile/gioco-responsabile',
      );
      const tabs = within(await screen.findByRole('navigation', { name: 'Sezioni' }));
      expect(tabs.getByRole('link', { name: 'Gioco responsabile' })).toHaveAttribute('aria-current', 'page');
      expect(tabs.getByRole('link', { name: 'Termini e policies' })).not.toHaveAttribute(
        'aria-current',
        'page',
      );
      const back = screen
        .getAllByRole('link', { name: 'Gioco responsabile' })
        .filter((link) => link.getAttribute('href') === '/pages/pagine-istituzionali');
      expect(back).toHaveLength(1);
      expect(screen.queryByRole('navigation', { name: 'Navigazione delle pagine' })).not.toBeInTheDocument();
      const select = screen.getByRole('combobox', { name: 'Pagine' });
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Gioco responsabile', 'Autoesclusione']);
      await user.selectOptions(select, 'Autoesclusione');
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(
          '/pages/pagine-istituzionali/gioco-responsabile/autoesclusione',
        ),
      );
    } finally {
      restore();
    }
  });

  it('fills qs_ placeholders from the address, escaped, and never runs CMS script', async () => {
    renderPages(
      '/pages/pagine-istituzionali/gioco-responsabile/gioco-responsabile?nome=%3Cb%3EMario%3C%2Fb%3E',
    );
    const text = await screen.findByText(/gioca con misura/);
    expect(text.textContent).toBe('Ciao <b>Mario</b>, gioca con misura.');
    expect(text.querySelector('b')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('routes internal links in the app and leaves https and mailto links to the browser', async () => {
    const { router } = renderPages('/pages/pagine-istituzionali/gioco-responsabile/gioco-responsabile');
    // Whether the app took the click over, read after React's handlers; then jsdom is kept from
    // following the link (it cannot navigate).
    const prevented: boolean[] = [];
    const record = (event: Event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      fireEvent.click(await screen.findByRole('link', { name: 'ADM' }));
      fireEvent.click(screen.getByRole('link', { name: 'Scrivici' }));
      expect(router.state.location.pathname).toBe(
        '/pages/pagine-istituzionali/gioco-responsabile/gioco-responsabile',
      );
      fireEvent.click(screen.getByRole('link', { name: 'Le FAQ' }));
      expect(prevented).toEqual([false, false, true]);
      await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
    } finally {
      window.removeEventListener('click', record);
    }
  });

  it("'Pagina non trovata' for an unknown section, page or area", async () => {
    renderPages('/pages/pagine-istituzionali/gioco-responsabile/nessuna');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });

  it("'Pagina non trovata' for an unknown area", async () => {
    renderPages('/pages/altro/sezione/pagina');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });

  it("'La pagina non è disponibile' when the page is in the area but its text cannot be read", async () => {
    renderPages('/pages/pagine-istituzionali/gioco-responsabile/autoesclusione', {
      parameters: () => ({
        status: 500,
        body: { ResponseCode: -500, ResponseMessage: 'x', ResponseData: null },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('La pagina non è disponibile');
    expect(screen.queryByRole('heading', { name: 'Pagina non trovata' })).not.toBeInTheDocument();
  });

  it('shows the loading state until the page text arrives', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    renderPages('/pages/pagine-istituzionali/gioco-responsabile/autoesclusione', {
      parameters: async () => {
        await gate;
        return envelope({ Content: '<p>Arrivata.</p>' });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Autoesclusione', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento...');
    release();
    expect(await screen.findByText('Arrivata.')).toBeInTheDocument();
  });
});

describe('/account/pages/{url}', () => {
  it('shows a page of the account area with the left menu, open to guests', async () => {
    const ACCOUNT = areaRoot('Account', [
      cmsNode(
        'static_pages_container',
        { static_page_section_title: 'Guide', static_page_section_url: 'guide' },
        [page(31, 'Come ricaricare', 'come-ricaricare'), page(32, 'Come prelevare', 'come-prelevare')],
      ),
    ]);
    renderApp({
      url: '/account/pages/come-prelevare',
      handlers: {
        'GET /api/CMS/GetCmsObject': ({ url }) =>
          url.searchParams.get('layoutArea') === 'Pages_account' ? envelope(ACCOUNT) : envelope(null, 1),
        'GET /api/CMS/GetCMSObjParameters': () => envelope({ Content: '<p>Prelievo in tre passi.</p>' }),
      },
    });
    expect(await screen.findByText('Prelievo in tre passi.')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Navigazione delle pagine' }));
    expect(nav.getByRole('link', { name: 'Come ricaricare' })).toHaveAttribute(
      'href',
      '/account/pages/come-ricaricare',
    );
    expect(nav.getByRole('link', { name: 'Come prelevare' })).toHaveAttribute('aria-current', 'page');
  });
});

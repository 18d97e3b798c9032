import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emulateMobile } from '@/testing/media';
import { renderApp } from '@/testing/render';
import { areaRoot, cmsNode, envelope } from '@/features/pages/testing/cms-fixtures';

configure({ asyncUtilTimeout: 5000 });

const item = (title: string, body: string) =>
  cmsNode('faq_item', { faq_item_title: title, faq_item_body: body });

const FAQ = areaRoot('FAQ', [
  cmsNode(
    'faq_section',
    {
      faq_section_title: 'Conto di gioco',
      faq_section_description: 'Apertura, documenti e dati personali.',
      faq_section_url: 'conto',
      faq_section_icon: 'user-line',
    },
    [
      cmsNode('faq_subsection', { faq_subsection_title: 'Apertura' }, [
        item(
          'Come apro un conto?',
          '<p>Ciao qs_nome, <a href="#" data-cms-action="REGISTER">Registrati ora</a> oppure <a href="#" data-cms-action="LOGIN">Accedi</a>.</p><img src="x" onerror="window.__pwned = true">',
        ),
      ]),
      cmsNode('faq_subsection', { faq_subsection_title: 'Documenti' }, [
        item('Quali documenti servono?', '<p>Un documento valido.</p>'),
      ]),
    ],
  ),
  cmsNode(
    'faq_section',
    {
      faq_section_title: 'Pagamenti',
      faq_section_description: 'Ricariche e prelievi.',
      faq_section_url: 'pagamenti',
      faq_section_icon: 'bank-card-line',
    },
    [item('Quanto tempo richiede un prelievo?', '<p>Da 1 a 3 giorni lavorativi.</p>')],
  ),
]);

const renderFaq = (url: string, data: unknown = FAQ) =>
  renderApp({
    url,
    handlers: {
      'GET /api/CMS/GetCmsObject': ({ url: u }) =>
        u.searchParams.get('layoutArea') === 'V3_LayoutArea_FAQ' && data ? envelope(data) : envelope(null, 1),
    },
  });

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { __pwned?: boolean }).__pwned;
});

describe('/faq', () => {
  it("heading 'FAQ' and one card per section with title, description and 'Scopri di più'", async () => {
    renderFaq('/faq');
    expect(await screen.findByRole('heading', { name: 'FAQ', level: 1 })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Conto di gioco' })).toBeInTheDocument();
    expect(first.getByText('Apertura, documenti e dati personali.')).toBeInTheDocument();
    const more = first.getByRole('link', { name: /Scopri di più/ });
    expect(more).toHaveTextContent('Scopri di più');
    expect(more).toHaveAttribute('href', '/faq/conto');
  });

  it("no data: 'Pagina non trovata'", async () => {
    renderFaq('/faq', null);
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });
});

describe('/faq/{section}', () => {
  it("heading 'FAQ - {title}', subsection titles, expandable items, side navigation with icons", async () => {
    const { user } = renderFaq('/faq/conto');
    expect(
      await screen.findByRole('heading', { name: 'FAQ - Conto di gioco', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Apertura', level: 2 })).toBeInTheDocument();
    expect(document.title).toBe('FAQ - Conto di gioco - Conto Gioco');
    expect(screen.getByRole('heading', { name: 'Documenti', level: 2 })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Sezioni delle FAQ' }));
    const current = nav.getByRole('link', { name: 'Conto di gioco' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.querySelector('i.ri-user-line')).not.toBeNull();
    expect(nav.getByRole('link', { name: 'Pagamenti' })).not.toHaveAttribute('aria-current');
    const control = screen.getByRole('button', { name: 'Quali documenti servono?' });
    expect(control).toHaveAttribute('aria-expanded', 'false');
    await user.click(control);
    expect(control).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Un documento valido.')).toBeInTheDocument();
  });

  it('answers: placeholders filled, sanitised, LOGIN and REGISTER buttons open login and registration', async () => {
    const { user, router } = renderFaq('/faq/conto?nome=Mario');
    await user.click(await screen.findByRole('button', { name: 'Come apro un conto?' }));
    expect(screen.getByText(/Ciao Mario,/)).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(screen.queryByRole('link', { name: 'Registrati ora' })).not.toBeInTheDocument();
    // jsdom never ends the panel's opening transition, so the panel still reads as display: none.
    await user.click(screen.getByRole('button', { name: 'Registrati ora', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/registration'));
  });

  it('a LOGIN button opens the login modal, the page stays', async () => {
    const { user, router } = renderFaq('/faq/conto');
    await user.click(await screen.findByRole('button', { name: 'Come apro un conto?' }));
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Accedi', hidden: true }));
    expect(await screen.findByRole('dialog', { name: 'Accedi' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq/conto');
  });

  it('items directly under a section, and the Pagine dropdown on narrow screens', async () => {
    const restore = emulateMobile();
    try {
      const { user, router } = renderFaq('/faq/pagamenti');
      expect(await screen.findByRole('heading', { name: 'FAQ - Pagamenti' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Quanto tempo richiede un prelievo?' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Sezioni delle FAQ' })).not.toBeInTheDocument();
      const select = screen.getByRole('combobox', { name: 'Pagine' });
      expect(select).toHaveValue('pagamenti');
      await user.selectOptions(select, 'Conto di gioco');
      await waitFor(() => expect(router.state.location.pathname).toBe('/faq/conto'));
    } finally {
      restore();
    }
  });

  it("unknown section: 'Pagina non trovata'", async () => {
    renderFaq('/faq/nessuna');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '@/testing/fixtures';
import { emulateMobile } from '@/testing/media';
import { renderApp } from '@/testing/render';
import {
  areaRoot,
  cmsHandlers,
  node,
  okArea,
  slide,
  stubIntersectionObserver,
} from '../testing/cms-fixtures';

const HOME = 'V3_LayoutArea_Home';
const WELCOME = 'V3_LayoutArea_Welcome_Home';
const html = (text: string, overrides = {}, parameters: Record<string, string> = {}) =>
  node('html_block', { Content: `<p>${text}</p>`, ...parameters }, [], { Name: text, ...overrides });

beforeEach(stubIntersectionObserver);

describe('home and CmsArea', () => {
  it('shows a loader while the areas load, then the widgets, with the site name as h1', async () => {
    document.title = 'Altro';
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    renderApp({
      handlers: cmsHandlers({
        [HOME]: async () => {
          await gate;
          return okArea(areaRoot('Home', [html('Contenuto della home')]));
        },
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Benvenuto su Conto Gioco' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Caricamento dei contenuti...' })).toBeInTheDocument();
    expect(document.title).toBe('Conto Gioco');
    release();
    expect(await screen.findByText('Contenuto della home')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Caricamento dei contenuti...' })).not.toBeInTheDocument();
  });

  it('shows nothing for an area answering code 1 or failing', async () => {
    const { fetchMock } = renderApp({
      handlers: cmsHandlers({
        [HOME]: () => ({
          status: 500,
          body: { ResponseCode: -500, ResponseMessage: 'x', ResponseData: null },
        }),
      }),
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('GetCmsObject'))).toHaveLength(2),
    );
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Caricamento dei contenuti...' })).not.toBeInTheDocument(),
    );
    expect(document.querySelector('[data-widget]')).toBeNull();
  });

  it('hides the widgets of a malformed answer', async () => {
    const root = areaRoot('Home', [html('Contenuto rotto', { ViewOrder: 'primo' as unknown as number })]);
    renderApp({ handlers: cmsHandlers({ [HOME]: () => okArea(root) }) });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Caricamento dei contenuti...' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Contenuto rotto')).not.toBeInTheDocument();
    expect(document.querySelector('[data-widget]')).toBeNull();
  });

  it("takes a guest's areas from index.html's data block; a player asks the server", async () => {
    const embed = () => {
      const block = document.createElement('script');
      block.id = 'cms-areas';
      block.type = 'application/json';
      block.textContent = JSON.stringify({
        [WELCOME]: okArea(null).body,
        [HOME]: okArea(areaRoot('Home', [html('Dalla pagina')])).body,
      });
      document.head.append(block);
      return block;
    };
    const calls = (fetchMock: { mock: { calls: unknown[][] } }) =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('GetCmsObject'));
    const guestBlock = embed();
    try {
      const guest = renderApp({ handlers: cmsHandlers({ [HOME]: areaRoot('Home', [html('Dal server')]) }) });
      expect(await screen.findByText('Dalla pagina')).toBeInTheDocument();
      expect(calls(guest.fetchMock)).toHaveLength(0);
      guest.unmount();
    } finally {
      guestBlock.remove();
    }
    const playerBlock = embed();
    try {
      const player = renderApp({
        user: userFixture(),
        handlers: cmsHandlers({ [HOME]: areaRoot('Home', [html('Dal server')]) }),
      });
      expect(await screen.findByText('Dal server')).toBeInTheDocument();
      expect(screen.queryByText('Dalla pagina')).not.toBeInTheDocument();
      expect(calls(player.fetchMock)).toHaveLength(2);
    } finally {
      playerBlock.remove();
    }
  });

  it('asks GetCmsObject for the welcome hero and home areas', async () => {
    const { fetchMock } = renderApp({ handlers: cmsHandlers({}) });
    await waitFor(() => {
      const areas = fetchMock.mock.calls
        .map(([url]) => new URL(String(url), 'http://localhost'))
        .filter((url) => url.pathname === '/api/CMS/GetCmsObject')
        .map((url) => url.searchParams.get('layoutArea'));
      expect(areas.sort()).toEqual([HOME, WELCOME]);
    });
  });

  it('skips unknown types and hides visibility 4 off the beta site', async () => {
    renderApp({
      handlers: cmsHandlers({
        [HOME]: areaRoot('Home', [
          node('faq_item', { faq_item_title: 'Domanda fuori posto' }),
          html('Solo beta', { Visibility: 4 }),
          html('Per tutti'),
        ]),
      }),
    });
    expect(await screen.findByText('Per tutti')).toBeInTheDocument();
    expect(screen.queryByText('Solo beta')).not.toBeInTheDocument();
    expect(screen.queryByText('Domanda fuori posto')).not.toBeInTheDocument();
  });

  it('shows resolution 1 on desktop and resolution 2 on mobile', async () => {
    const tree = areaRoot('Home', [
      html('Solo desktop', { Risoluzione: 1 }),
      html('Solo mobile', { Risoluzione: 2 }),
      html('Sempre'),
    ]);
    const first = renderApp({ handlers: cmsHandlers({ [HOME]: tree }) });
    expect(await screen.findByText('Sempre')).toBeInTheDocument();
    expect(screen.getByText('Solo desktop')).toBeInTheDocument();
    expect(screen.queryByText('Solo mobile')).not.toBeInTheDocument();
    first.unmount();

    const restore = emulateMobile();
    try {
      renderApp({ handlers: cmsHandlers({ [HOME]: tree }) });
      expect(await screen.findByText('Sempre')).toBeInTheDocument();
      expect(screen.getByText('Solo mobile')).toBeInTheDocument();
      expect(screen.queryByText('Solo desktop')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('shuffles once per mount with selectMode 1, not again on the next render', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.42);
    const titles = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'];
    try {
      renderApp({
        handlers: cmsHandlers({
          [WELCOME]: areaRoot('Welcome', [
            node(
              'visore_generico',
              { selectMode: '1' },
              titles.map((t) => slide(t)),
            ),
          ]),
        }),
      });
      await screen.findAllByText('A1');
      const order = () => [...document.querySelectorAll('[data-slide-id]')].map((el) => el.textContent);
      const first = order();
      expect(first).not.toEqual(titles);
      random.mockReturnValue(0.9);
      act(() => void window.dispatchEvent(new Event('resize')));
      expect(order()).toEqual(first);
    } finally {
      random.mockRestore();
    }
  });

  it("'Nascondi' hides a widget and remembers it for that player only", async () => {
    const tree = areaRoot('Home', [
      html('Nascondibile', {}, { AllowCustomerHideWidget: 'true' }),
      html('Fisso'),
    ]);
    const mario = renderApp({ user: userFixture(), handlers: cmsHandlers({ [HOME]: tree }) });
    expect(await screen.findByText('Nascondibile')).toBeInTheDocument();
    // Only the widget that allows it has the menu.
    expect(screen.getAllByRole('button', { name: 'Opzioni del riquadro' })).toHaveLength(1);
    // The menu's code arrives when the button is first pressed; until then a look-alike button holds the place.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Opzioni del riquadro' })).toHaveAttribute(
        'aria-haspopup',
        'menu',
      ),
    );
    await mario.user.click(screen.getByRole('button', { name: 'Opzioni del riquadro' }));
    await mario.user.click(await screen.findByRole('menuitem', { name: 'Nascondi' }));
    await waitFor(() => expect(screen.queryByText('Nascondibile')).not.toBeInTheDocument());
    expect(screen.getByText('Fisso')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('CmsHiddenWidgets:mario1980') ?? '[]')).toEqual([
      tree.Children[0]!.Id,
    ]);
    mario.unmount();

    const luigi = renderApp({
      user: userFixture({ username: 'luigi77' }),
      handlers: cmsHandlers({ [HOME]: tree }),
    });
    expect(await screen.findByText('Nascondibile')).toBeInTheDocument();
    luigi.unmount();

    renderApp({ user: userFixture(), handlers: cmsHandlers({ [HOME]: tree }) });
    expect(await screen.findByText('Fisso')).toBeInTheDocument();
    expect(screen.queryByText('Nascondibile')).not.toBeInTheDocument();
  });

  it('shows to guests what the server answers for guests, and to players what it answers for them', async () => {
    const byViewer = (request: { headers: Headers }) =>
      okArea(
        areaRoot('Home', [html(request.headers.get('Authorization') ? 'Per i giocatori' : 'Per gli ospiti')]),
      );
    const guest = renderApp({ handlers: cmsHandlers({ [HOME]: byViewer }) });
    expect(await screen.findByText('Per gli ospiti')).toBeInTheDocument();
    guest.unmount();
    renderApp({ user: userFixture(), handlers: cmsHandlers({ [HOME]: byViewer }) });
    expect(await screen.findByText('Per i giocatori')).toBeInTheDocument();
  });
});

afterEach(() => vi.restoreAllMocks());

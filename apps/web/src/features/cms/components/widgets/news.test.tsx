import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { calls, ok, renderApp } from '@/testing/render';
import { areaRoot, cmsHandlers, node } from '../../testing/cms-fixtures';

const HOME = 'V3_LayoutArea_Home';
const newsItem = (n: number) =>
  node('news_item', {
    Title: `Notizia ${n}`,
    Abstract: `Riassunto ${n}`,
    LinkUrl: `/news/${n}`,
    Date: '2025-11-21T10:00:00Z',
  });
const external = (n: number) => ({
  Id: n,
  Title: `Esterna ${n}`,
  Summary: `Sommario ${n}`,
  Content: '',
  ImageUrl: '',
  Link: `https://news.example.it/${n}`,
  PublishDate: '2025-11-20T10:00:00Z',
  Categories: [{ Category: '1' }],
});
const home = (widget: ReturnType<typeof node>) => cmsHandlers({ [HOME]: areaRoot('Home', [widget]) });
const settled = async () => {
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() =>
    expect(screen.queryByRole('status', { name: 'Caricamento dei contenuti...' })).not.toBeInTheDocument(),
  );
};

describe('news widget (visore_news)', () => {
  it('shows 4 own items by default, with the Italian date', async () => {
    renderApp({
      handlers: home(
        node('visore_news', { ChildrenType: '1', Title: 'Ultime news' }, [1, 2, 3, 4, 5, 6].map(newsItem)),
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Ultime news' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Notizia 1' })).toHaveAttribute('href', '/news/1');
    expect(screen.getAllByText('21/11/2025')).toHaveLength(4);
    expect(screen.queryByText('Notizia 5')).not.toBeInTheDocument();
  });

  it('shows ChildrenCount items of the external news of NewsCategory (ChildrenType 2)', async () => {
    const { fetchMock } = renderApp({
      handlers: {
        ...home(node('visore_news', { ChildrenType: '2', ChildrenCount: '2', NewsCategory: '7' })),
        'GET /api/CMS/GetGogoalNews': () => ok([1, 2, 3].map(external)),
      },
    });
    expect(await screen.findByRole('link', { name: 'Esterna 1' })).toHaveAttribute(
      'href',
      'https://news.example.it/1',
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(calls(fetchMock, '/api/CMS/GetGogoalNews')[0]?.searchParams.get('category')).toBe('7');
  });

  it('hides when the external news fail or are empty', async () => {
    const failing = renderApp({
      handlers: {
        ...home(node('visore_news', { ChildrenType: '2', NewsCategory: '1' })),
        'GET /api/CMS/GetGogoalNews': () => ({
          status: 500,
          body: { ResponseCode: -500, ResponseMessage: 'x', ResponseData: null },
        }),
      },
    });
    await settled();
    await waitFor(() => expect(calls(failing.fetchMock, '/api/CMS/GetGogoalNews')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[data-widget="visore_news"]')).toBeNull();
    failing.unmount();

    const empty = renderApp({
      handlers: {
        ...home(node('visore_news', { ChildrenType: '2', NewsCategory: '1' })),
        'GET /api/CMS/GetGogoalNews': () => ok([]),
      },
    });
    await settled();
    await waitFor(() => expect(calls(empty.fetchMock, '/api/CMS/GetGogoalNews')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[data-widget="visore_news"]')).toBeNull();
  });

  it('hides without own items', async () => {
    renderApp({ handlers: home(node('visore_news', { ChildrenType: '1' })) });
    await settled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[data-widget="visore_news"]')).toBeNull();
  });
});

describe('news ticker', () => {
  const scrollWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth');
  afterEach(() => {
    if (scrollWidth) Object.defineProperty(HTMLElement.prototype, 'scrollWidth', scrollWidth);
  });

  it('runs at most 20 items, its text width / 45 seconds', async () => {
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 1800 });
    renderApp({
      handlers: home(
        node(
          'news_ticker',
          { ChildrenType: '1' },
          Array.from({ length: 25 }, (_, i) => newsItem(i + 1)),
          { Name: 'Ultime notizie' },
        ),
      ),
    });
    // One landmark, named by the widget.
    const region = await screen.findByRole('region', { name: 'Ultime notizie' });
    expect(screen.getAllByRole('region', { name: 'Ultime notizie' })).toHaveLength(1);
    const lists = region.querySelectorAll('ul');
    expect(lists[0]!.querySelectorAll('li')).toHaveLength(20);
    // The copy that closes the loop is hidden from assistive technology and the tab order.
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    const track = lists[0]!.parentElement!;
    await waitFor(() => expect(track.style.getPropertyValue('--ticker-duration')).toBe('40s'));
    expect(track).toHaveAttribute('data-running', 'true');
  });
});

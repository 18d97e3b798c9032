import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT } from '@/lib/analytics';
import { renderApp } from '@/testing/render';
import { areaRoot, cmsHandlers, node } from '../../testing/cms-fixtures';

const HOME = 'V3_LayoutArea_Home';
type Flagged = { __cmsPwned?: boolean };

describe('html_block', () => {
  afterEach(() => delete (window as Flagged).__cmsPwned);

  it('never runs a <script> or an onerror= of the CMS HTML', async () => {
    renderApp({
      handlers: cmsHandlers({
        [HOME]: areaRoot('Home', [
          node('html_block', {
            CssClass: 'blocco-info',
            Content:
              '<p>Testo sicuro</p><script>window.__cmsPwned = true</script><img src=x onerror="window.__cmsPwned = true"><a href="javascript:window.__cmsPwned=true">trappola</a>',
          }),
        ]),
      }),
    });
    const text = await screen.findByText('Testo sicuro');
    const block = text.closest('.blocco-info')!;
    expect(block).not.toBeNull();
    expect(block.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(block.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByText('trappola')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as Flagged).__cmsPwned).toBeUndefined();
  });

  it('routes internal links in the app and leaves https ones to the browser', async () => {
    const { user, router } = renderApp({
      handlers: cmsHandlers({
        [HOME]: areaRoot('Home', [
          node(
            'html_block',
            {
              Content:
                '<p><a href="/faq">Le FAQ</a> <a href="https://aams.example.it" target="_blank">ADM</a></p>',
            },
            [],
            { Name: 'Blocco' },
          ),
        ]),
      }),
    });
    expect(await screen.findByRole('link', { name: 'ADM' })).toHaveAttribute('rel', 'noopener noreferrer');
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(ANALYTICS_EVENT, listener);
    await user.click(screen.getByRole('link', { name: 'Le FAQ' }));
    window.removeEventListener(ANALYTICS_EVENT, listener);
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
    expect(events).toEqual([
      {
        name: '[CMS][VISORE][ITEM] CLICK',
        payload: { widget: 'Blocco', id: expect.any(Number) as number, link: '/faq' },
      },
    ]);
  });
});

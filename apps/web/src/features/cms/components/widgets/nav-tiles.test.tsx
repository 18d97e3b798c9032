import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { areaRoot, cmsHandlers, node, stubIntersectionObserver } from '../../testing/cms-fixtures';

const HOME = 'V3_LayoutArea_Home';
const item = (text: string, parameters: Record<string, string> = {}) =>
  node('elemento_navigazione', { text, ...parameters });

beforeEach(stubIntersectionObserver);

describe('visore_generico_navigazione', () => {
  it('links in the app, and outside with the token and a new tab; icons by Remix name', async () => {
    renderApp({
      handlers: cmsHandlers({
        [HOME]: areaRoot('Home', [
          node('visore_generico_navigazione', { title: 'Scopri', title_icon: 'compass-3-line' }, [
            item('Promozioni', { url: '/promozioni', iconLeft: 'gift-line', active: 'true' }),
            item('Partner', { externalUrl: 'https://partner.example.it/gioca?x=1', token: 'abc123' }),
            item('Sezione', { groupTitle: 'true' }),
          ]),
        ]),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Scopri' })).toBeInTheDocument();
    const internal = screen.getByRole('link', { name: 'Promozioni' });
    expect(internal).toHaveAttribute('href', '/promozioni');
    expect(internal).toHaveAttribute('aria-current', 'page');
    expect(internal.querySelector('i.ri-gift-line')).not.toBeNull();
    // Default right icon.
    expect(internal.querySelector('i.ri-arrow-right-s-line')).not.toBeNull();
    const external = screen.getByRole('link', { name: /Partner/ });
    expect(external).toHaveAttribute('href', 'https://partner.example.it/gioca?x=1&token=abc123');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Sezione').closest('a')).toBeNull();
    expect(document.querySelector('i.ri-compass-3-line')).not.toBeNull();
  });

  it('shows the tiles per view of the width step (jsdom 1024 px: 3), never more than the items', async () => {
    const items = ['A', 'B', 'C', 'D', 'E'].map((text) => item(text, { url: `/${text}` }));
    const many = renderApp({
      handlers: cmsHandlers({ [HOME]: areaRoot('Home', [node('visore_generico_navigazione', {}, items)]) }),
    });
    await screen.findByRole('link', { name: 'A' });
    expect(window.innerWidth).toBe(1024);
    expect(document.querySelector('.mantine-Carousel-root')).toHaveAttribute('data-per-view', '3');
    many.unmount();
    renderApp({
      handlers: cmsHandlers({
        [HOME]: areaRoot('Home', [node('visore_generico_navigazione', {}, items.slice(0, 2))]),
      }),
    });
    await screen.findByRole('link', { name: 'A' });
    expect(document.querySelector('.mantine-Carousel-root')).toHaveAttribute('data-per-view', '2');
  });

  it("lays the items in a row with layout 'horizontal'", async () => {
    renderApp({
      handlers: cmsHandlers({
        [HOME]: areaRoot('Home', [
          node('visore_generico_navigazione', { layout: 'horizontal' }, [item('A', { url: '/a' })]),
        ]),
      }),
    });
    await screen.findByRole('link', { name: 'A' });
    expect(document.querySelector('.mantine-Carousel-root')).toBeNull();
  });
});

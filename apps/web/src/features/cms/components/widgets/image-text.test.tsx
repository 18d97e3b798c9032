import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { areaRoot, cmsHandlers, node } from '../../testing/cms-fixtures';

const HOME = 'V3_LayoutArea_Home';
const widget = (parameters: Record<string, string>) =>
  cmsHandlers({
    [HOME]: areaRoot('Home', [
      node('visore_immagine_descrizione', { title: 'Il nostro casinò', ...parameters }),
    ]),
  });

describe('visore_immagine_descrizione', () => {
  it("cuts a description over 500 characters, with 'Leggi di più' / 'Leggi di meno'", async () => {
    const long = `${'a'.repeat(499)}bc`;
    const { user } = renderApp({ handlers: widget({ description: long }) });
    const description = await screen.findByTestId('image-text-description');
    expect(description.textContent).toBe(`${'a'.repeat(499)}b…`);
    await user.click(screen.getByRole('button', { name: 'Leggi di più' }));
    expect(description.textContent).toBe(long);
    await user.click(screen.getByRole('button', { name: 'Leggi di meno' }));
    expect(description.textContent).toHaveLength(501);
  });

  it('shows a description of exactly 500 characters whole, without the toggle', async () => {
    renderApp({ handlers: widget({ description: 'x'.repeat(500) }) });
    expect((await screen.findByTestId('image-text-description')).textContent).toBe('x'.repeat(500));
    expect(screen.queryByRole('button', { name: 'Leggi di più' })).not.toBeInTheDocument();
  });

  it('plays a vimeo video in the player with its parameters', async () => {
    renderApp({ handlers: widget({ videourl: 'https://vimeo.com/76979871', subtitle: 'Guarda' }) });
    const frame = await screen.findByTitle('Il nostro casinò');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&title=0&byline=0&portrait=0',
    );
  });

  it('shows the image (desktop and mobile sources), boxed and with its cssclass', async () => {
    renderApp({
      handlers: widget({
        image_desktop: '/storage/public/media/d.webp',
        image_mobile: '/storage/public/media/m.webp',
        boxed: 'true',
        cssclass: 'blocco-casino',
      }),
    });
    await screen.findByRole('heading', { name: 'Il nostro casinò' });
    expect(document.querySelector('.blocco-casino img')).toHaveAttribute(
      'src',
      '/storage/public/media/d.webp',
    );
    expect(document.querySelector('.blocco-casino source')).toHaveAttribute(
      'srcset',
      '/storage/public/media/m.webp',
    );
    expect(document.querySelector('.blocco-casino .mantine-Paper-root')).not.toBeNull();
  });
});

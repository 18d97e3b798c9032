import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENT } from '@/lib/analytics';
import { userFixture } from '@/testing/fixtures';
import { emulateMobile } from '@/testing/media';
import { renderApp } from '@/testing/render';
import { CMS_CTA_EVENT } from '../../lib/links';
import { dotIndex } from './hero-slider';
import { areaRoot, cmsHandlers, node, slide, stubIntersectionObserver } from '../../testing/cms-fixtures';

const WELCOME = 'V3_LayoutArea_Welcome_Home';
const slider = (children: ReturnType<typeof slide>[], parameters: Record<string, string> = {}) =>
  cmsHandlers({
    [WELCOME]: areaRoot('Welcome', [node('visore_generico', parameters, children, { Name: 'Hero' })]),
  });

const carousel = () => document.querySelector('.mantine-Carousel-root');
/** The first slide paints alone; the carousel takes its place once the page has loaded and is idle. */
const carouselShown = () => waitFor(() => expect(carousel()).not.toBeNull());
const slideCount = () => document.querySelectorAll('.mantine-Carousel-slide').length;

beforeEach(stubIntersectionObserver);

describe('hero slider (visore_generico)', () => {
  it('repeats the first two of exactly 3 slides on desktop to loop, with dots and arrows', async () => {
    renderApp({ handlers: slider([slide('Uno'), slide('Due'), slide('Tre')]) });
    await screen.findAllByText('Uno');
    await carouselShown();
    expect(slideCount()).toBe(5);
    expect(document.querySelectorAll('[data-slide-id][aria-hidden="true"]')).toHaveLength(2);
    expect(carousel()).toHaveAttribute('data-pagination', 'true');
    // One dot per slide the CMS gave, not per copy: 3, the first active.
    const dots = screen.getAllByRole('button', { name: /^Vai alla slide \d di 3$/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('data-active');
    expect(screen.getByRole('button', { name: 'Successivo' })).toBeInTheDocument();
  });

  it("lights the original slide's dot on a copy made to loop", () => {
    expect([0, 1, 2, 3, 4].map((snap) => dotIndex(snap, 3))).toEqual([0, 1, 2, 0, 1]);
  });

  it('does not repeat them on mobile, and shows no arrows there', async () => {
    const restore = emulateMobile();
    try {
      renderApp({ handlers: slider([slide('Uno'), slide('Due'), slide('Tre')]) });
      await screen.findByText('Uno');
      await carouselShown();
      expect(slideCount()).toBe(3);
      expect(screen.queryByRole('button', { name: 'Successivo' })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('shows no pagination with a single slide', async () => {
    renderApp({ handlers: slider([slide('Solo')]) });
    await screen.findByText('Solo');
    await carouselShown();
    expect(carousel()).not.toHaveAttribute('data-pagination');
    // Past the carousel's start-up, when its dots would have appeared.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.querySelectorAll('.mantine-Carousel-indicator')).toHaveLength(0);
  });

  it('sizes the slides from desktop_slide_height and loads only the first image eagerly', async () => {
    renderApp({
      handlers: slider([slide('Uno'), slide('Due')], {
        desktop_slide_height: '420',
        mobile_slide_height: '300',
      }),
    });
    await screen.findByText('Uno');
    await carouselShown();
    const boxes = [...document.querySelectorAll<HTMLElement>('[data-slide-id]')];
    expect(boxes.map((box) => box.style.height)).toEqual(['420px', '420px']);
    const images = [...document.querySelectorAll('[data-slide-id] img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy']);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it('uses bgimage_mobile in a picture source, the overlay alpha, shadows, alignment and cssclass', async () => {
    renderApp({
      handlers: slider([
        slide('Uno', {
          bgimage_mobile: '/storage/public/media/uno-m.webp',
          bgImageOverlayAlpha: '40',
          overTitle: 'Sopra',
          titleShadow: 'true',
          body: 'Testo',
          textsColor: '#ffcc00',
          contentAlignment: 'right',
          cssclass: 'promo-rossa',
        }),
      ]),
    });
    await screen.findByText('Uno');
    expect(document.querySelector('source')).toHaveAttribute('srcset', '/storage/public/media/uno-m.webp');
    expect(screen.getByTestId('slide-overlay')).toHaveStyle({ opacity: '0.4' });
    expect(screen.getByText('Uno')).toHaveAttribute('data-shadow', 'true');
    expect(screen.getByText('Sopra')).not.toHaveAttribute('data-shadow');
    const box = document.querySelector('[data-slide-id]')!;
    expect(box).toHaveAttribute('data-align', 'right');
    expect(box).toHaveClass('promo-rossa');
  });

  it('links the slide: bgInternalLink in the app, bgExternalLink in a new tab unless the target is 1', async () => {
    const { user, router } = renderApp({
      handlers: slider([
        slide('Interno', { bgInternalLink: '/faq' }),
        slide('Esterno', { bgExternalLink: 'https://partner.example.it' }),
        slide('Stessa', { bgExternalLink: 'https://partner.example.it/s', bgExternalLinkTarget: '1' }),
      ]),
    });
    await screen.findAllByText('Interno');
    await carouselShown();
    const external = screen.getAllByRole('link', { name: 'Esterno' })[0]!;
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link', { name: 'Stessa' })[0]).not.toHaveAttribute('target');
    await user.click(screen.getAllByRole('link', { name: 'Interno' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
  });

  it('CTA LOGIN opens the login modal and tracks the click', async () => {
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(ANALYTICS_EVENT, listener);
    (window as { dataLayer?: unknown[] }).dataLayer = [];
    try {
      const { user } = renderApp({
        handlers: slider([
          slide('Uno', { ctaText: 'Entra ora', ctaAction: 'LOGIN', ctaCondition: 'NOTLOGGED' }),
        ]),
      });
      await user.click(await screen.findByRole('button', { name: 'Entra ora' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByLabelText(/Username/)).toBeInTheDocument();
      const id = Number(document.querySelector('[data-slide-id]')!.getAttribute('data-slide-id'));
      expect(events).toContainEqual({
        name: '[CMS][VISORE][ITEM] CLICK',
        payload: { widget: 'Hero', id, link: 'LOGIN' },
      });
      expect((window as { dataLayer?: unknown[] }).dataLayer).toContainEqual({
        event: '[CMS][VISORE][ITEM] CLICK',
        widget: 'Hero',
        id,
        link: 'LOGIN',
      });
    } finally {
      window.removeEventListener(ANALYTICS_EVENT, listener);
      delete (window as { dataLayer?: unknown[] }).dataLayer;
    }
  });

  it('CTA REGISTER goes to the registration', async () => {
    const { user, router } = renderApp({
      handlers: slider([slide('Uno', { ctaText: 'Apri il conto', ctaAction: 'REGISTER' })]),
    });
    await carouselShown();
    await user.click(await screen.findByRole('link', { name: 'Apri il conto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/registration'));
  });

  it('CTA SMARTICO emits the cms:cta event with the game code', async () => {
    const emitted = vi.fn();
    const listener = (event: Event) => emitted((event as CustomEvent).detail);
    window.addEventListener(CMS_CTA_EVENT, listener);
    try {
      const { user } = renderApp({
        handlers: slider([slide('Uno', { cta2Text: 'Gioca', cta2Action: 'SMARTICO', cta2GameCode: 'G-77' })]),
      });
      await carouselShown();
      await user.click(await screen.findByRole('button', { name: 'Gioca' }));
      expect(emitted).toHaveBeenCalledWith({ action: 'SMARTICO', gameCode: 'G-77' });
    } finally {
      window.removeEventListener(CMS_CTA_EVENT, listener);
    }
  });

  it('shows each button by its condition: NOTLOGGED to guests, LOGGED to players, none to all', async () => {
    const buttons = slide('Uno', {
      ctaText: 'Per ospiti',
      ctaCondition: 'NOTLOGGED',
      ctaInternalLink: '/a',
      cta2Text: 'Per giocatori',
      cta2Condition: 'LOGGED',
      cta2InternalLink: '/b',
      cta3Text: 'Per tutti',
      cta3ExternalLink: 'https://partner.example.it',
    });
    const guest = renderApp({ handlers: slider([buttons]) });
    expect(await screen.findByRole('link', { name: 'Per ospiti' })).toHaveAttribute('href', '/a');
    expect(screen.queryByRole('link', { name: 'Per giocatori' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Per tutti' })).toHaveAttribute('target', '_blank');
    guest.unmount();
    renderApp({ user: userFixture(), handlers: slider([buttons]) });
    expect(await screen.findByRole('link', { name: 'Per giocatori' })).toHaveAttribute('href', '/b');
    expect(screen.queryByRole('link', { name: 'Per ospiti' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Per tutti' })).toBeInTheDocument();
  });

  it("renders a grid with layout 'lists', promos included and HideInList ones left out", async () => {
    renderApp({
      handlers: slider(
        [
          node('promo', {
            Title: 'Promo visibile',
            Image: '/storage/public/media/p.webp',
            PromoInternalUrl: '/promozioni/x',
          }),
          node('promo', { Title: 'Promo nascosta', HideInList: 'true' }),
        ],
        { layout: 'lists' },
      ),
    });
    expect(await screen.findByRole('link', { name: 'Promo visibile' })).toHaveAttribute(
      'href',
      '/promozioni/x',
    );
    expect(screen.queryByText('Promo nascosta')).not.toBeInTheDocument();
    expect(carousel()).toBeNull();
  });

  it('hides itself without slides', async () => {
    renderApp({ handlers: slider([]) });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Caricamento dei contenuti...' })).not.toBeInTheDocument(),
    );
    expect(document.querySelector('[data-widget]')).toBeNull();
  });
});

import { SLIDER_AUTOPLAY_MS } from '@conto-gioco/shared/cms-constants';
import { describe, expect, it } from 'vitest';
import { node } from '../testing/cms-fixtures';
import { cmsObjectQueryOptions } from '../api/get-cms-object';
import { AUTOPLAY_OPTIONS, loopSlides, slidesPerView } from '../components/widgets/hero-slider';
import { perViewFor, visibleChildren, type ClientContext } from './client-rules';

const desktop: ClientContext = { device: 'desktop', loggedIn: false, beta: false };

describe('client rules (§4)', () => {
  it('shows visibility 4 only on the beta site', () => {
    const parent = node('layout_area', {}, [
      node('html_block', {}, [], { Visibility: 4 }),
      node('html_block'),
    ]);
    expect(visibleChildren(parent, desktop)).toHaveLength(1);
    expect(visibleChildren(parent, { ...desktop, beta: true })).toHaveLength(2);
  });

  it('shows resolution 1 on desktop only and 2 on mobile only', () => {
    const onlyDesktop = node('html_block', {}, [], { Risoluzione: 1 });
    const onlyMobile = node('html_block', {}, [], { Risoluzione: 2 });
    const all = node('html_block', {}, [], { Risoluzione: 0 });
    const parent = node('layout_area', {}, [onlyDesktop, onlyMobile, all]);
    expect(visibleChildren(parent, desktop)).toEqual([onlyDesktop, all]);
    expect(visibleChildren(parent, { ...desktop, device: 'mobile' })).toEqual([onlyMobile, all]);
  });

  it('keeps the server order unless selectMode is 1, then shuffles', () => {
    const children = [node('promo'), node('promo'), node('promo'), node('promo')];
    const ids = children.map((child) => child.Id);
    const zero = () => 0;
    expect(visibleChildren(node('visore_generico', {}, children), desktop, zero).map((c) => c.Id)).toEqual(
      ids,
    );
    const shuffled = visibleChildren(node('visore_generico', { selectMode: '1' }, children), desktop, zero);
    expect(shuffled.map((c) => c.Id)).not.toEqual(ids);
    expect([...shuffled.map((c) => c.Id)].sort()).toEqual([...ids].sort());
  });

  it('takes the last width step reached', () => {
    const steps = [
      [320, 1],
      [480, 1.1],
      [768, 1.5],
    ] as const;
    expect(perViewFor(300, steps)).toBe(1);
    expect(perViewFor(480, steps)).toBe(1.1);
    expect(perViewFor(767, steps)).toBe(1.1);
    expect(perViewFor(2000, steps)).toBe(1.5);
  });
});

describe('slider rules (§4, §9)', () => {
  it('repeats the first two of exactly 3 slides on desktop, never on mobile or with 2 or 4', () => {
    expect(loopSlides(['a', 'b', 'c'], 'desktop').map((s) => s.item)).toEqual(['a', 'b', 'c', 'a', 'b']);
    expect(loopSlides(['a', 'b', 'c'], 'desktop').filter((s) => s.duplicate)).toHaveLength(2);
    expect(loopSlides(['a', 'b', 'c'], 'mobile')).toHaveLength(3);
    expect(loopSlides(['a', 'b'], 'desktop')).toHaveLength(2);
    expect(loopSlides(['a', 'b', 'c', 'd'], 'desktop')).toHaveLength(4);
  });

  it('grows the slides per view by width, +0.3 with PromosNewLayout_Attivo, capped at the slides', () => {
    expect(slidesPerView(320, false, 9)).toBe(1);
    expect(slidesPerView(480, false, 9)).toBe(1.1);
    expect(slidesPerView(2600, false, 9)).toBe(2.5);
    expect(slidesPerView(2600, true, 9)).toBeCloseTo(2.8);
    expect(slidesPerView(2600, false, 2)).toBe(2);
  });

  it('autoplays every 4000 ms', () => {
    expect(SLIDER_AUTOPLAY_MS).toBe(4000);
    expect(AUTOPLAY_OPTIONS.delay).toBe(4000);
    expect(AUTOPLAY_OPTIONS.stopOnInteraction).toBe(false);
  });
});

describe('query keys', () => {
  it('keys the area by login state, so logging in or out reads it again', () => {
    expect(cmsObjectQueryOptions('X', true).queryKey).not.toEqual(cmsObjectQueryOptions('X', false).queryKey);
    expect(cmsObjectQueryOptions('X', true).staleTime).toBe(Infinity);
  });
});

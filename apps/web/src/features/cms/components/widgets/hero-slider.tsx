import {
  SLIDER_AUTOPLAY_MS,
  SLIDER_GAP,
  SLIDER_NEW_LAYOUT_EXTRA,
  SLIDER_SLIDES_PER_VIEW,
} from '@conto-gioco/shared/cms-constants';
import { SimpleGrid } from '@mantine/core';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/when-idle';
import { perViewFor, type Device } from '../../lib/client-rules';
import { useDevice, useWindowWidth } from '../../lib/use-device';
import { useVisibleChildren } from '../../lib/use-visible-children';
import { useCmsViewer } from '../cms-viewer';
import classes from '../cms.module.css';
import { WidgetShell, type WidgetProps } from '../widget-shell';
import { Slide, slideData, type SlideData } from './slide';
import type { CSSProperties } from 'react';
import { slideBoxHeight } from './slide-size';

/** §9: autoplay every 4000 ms, not stopped for good by a swipe; paused while pointed at or focused. */
export const AUTOPLAY_OPTIONS: AutoplayOptionsType = {
  delay: SLIDER_AUTOPLAY_MS,
  stopOnInteraction: false,
  stopOnMouseEnter: true,
  stopOnFocusIn: true,
};

/** §4: with exactly 3 slides on non-mobile the first two are repeated, so the loop has enough to run. */
export function loopSlides<T>(slides: readonly T[], device: Device): { item: T; duplicate: boolean }[] {
  const items = slides.map((item) => ({ item, duplicate: false }));
  if (slides.length !== 3 || device === 'mobile') return items;
  return [...items, ...slides.slice(0, 2).map((item) => ({ item, duplicate: true }))];
}

/** §9: the width step's slides per view, +0.3 with PromosNewLayout_Attivo, never more than there are slides. */
export function slidesPerView(width: number, newLayout: boolean, count: number): number {
  const perView = perViewFor(width, SLIDER_SLIDES_PER_VIEW) + (newLayout ? SLIDER_NEW_LAYOUT_EXTRA : 0);
  return Math.max(1, Math.min(perView, count));
}

/** The dot of the carousel's position: copies made to loop light their original's dot. */
export const dotIndex = (snap: number, slideCount: number) => (slideCount > 0 ? snap % slideCount : 0);

// The carousel (embla) is a chunk of its own, asked for once the first slide has painted: that paint
// (the page's largest) neither waits for it nor competes with it.
const HeroCarousel = lazy(() => import('./hero-carousel'));

/**
 * Until the carousel's code is here, the first slide as plain markup in the place and size the
 * carousel gives it (its image fetched at once and first): the page's largest paint waits for no
 * carousel.
 */
function FirstSlide({
  slide,
  widgetName,
  box,
  perView,
}: {
  slide: SlideData;
  widgetName: string;
  box: CSSProperties;
  perView: number;
}) {
  return (
    <div className={classes.firstSlide}>
      <div style={{ width: `calc((100% + ${SLIDER_GAP}px) / ${perView} - ${SLIDER_GAP}px)` }}>
        <Slide slide={slide} widgetName={widgetName} eager box={box} />
      </div>
    </div>
  );
}

/** visore_generico (§3): the hero slider, or a grid with layout 'lists'. */
export default function HeroSlider({ widget, onHide }: WidgetProps) {
  const device = useDevice();
  const width = useWindowWidth();
  const { promosNewLayout } = useCmsViewer();
  const slides = useVisibleChildren(widget)
    .filter((child) => child.TypeName === 'elemento_visore_generico' || child.TypeName === 'promo')
    .map(slideData);
  const box = slideBoxHeight(widget, device);
  const [carouselWanted, setCarouselWanted] = useState(false);
  // In a transition: the first slide stays until the carousel is ready to take its place.
  useEffect(() => afterNextPaint(() => startTransition(() => setCarouselWanted(true))), []);

  if (widget.Parameters.layout === 'lists') {
    const listed = slides.filter((slide) => !slide.hideInList);
    if (listed.length === 0) return null;
    return (
      <WidgetShell widget={widget} onHide={onHide}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={SLIDER_GAP} verticalSpacing={SLIDER_GAP}>
          {listed.map((slide, index) => (
            <Slide key={slide.id} slide={slide} widgetName={widget.Name} eager={index === 0} box={box} />
          ))}
        </SimpleGrid>
      </WidgetShell>
    );
  }

  if (slides.length === 0) return null;
  const looped = loopSlides<SlideData>(slides, device);
  const perView = slidesPerView(width, promosNewLayout, looped.length);
  const firstSlide = <FirstSlide slide={slides[0]!} widgetName={widget.Name} box={box} perView={perView} />;
  return (
    <WidgetShell widget={widget} onHide={onHide} className={classes.slider}>
      <div className={classes.sliderFrame}>
        <Suspense fallback={firstSlide}>
          {carouselWanted ? (
            <HeroCarousel
              widgetName={widget.Name}
              slides={slides}
              looped={looped}
              perView={perView}
              box={box}
              device={device}
            />
          ) : (
            firstSlide
          )}
        </Suspense>
      </div>
    </WidgetShell>
  );
}

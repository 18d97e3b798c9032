import '@mantine/carousel/styles.css';
import {
  SLIDER_AUTOPLAY_MS,
  SLIDER_GAP,
  SLIDER_NEW_LAYOUT_EXTRA,
  SLIDER_SLIDES_PER_VIEW,
} from '@conto-gioco/shared/cms-constants';
import { Carousel } from '@mantine/carousel';
import { SimpleGrid } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay, { type AutoplayOptionsType } from 'embla-carousel-autoplay';
import type { EmblaCarouselType } from 'embla-carousel';
import { useState } from 'react';
import { itCms } from '@/messages/it-cms';
import { perViewFor, type Device } from '../../lib/client-rules';
import { useDevice, useWindowWidth } from '../../lib/use-device';
import { useVisibleChildren } from '../../lib/use-visible-children';
import { useCmsViewer } from '../cms-viewer';
import classes from '../cms.module.css';
import { WidgetShell, type WidgetProps } from '../widget-shell';
import { Slide, slideData, type SlideData } from './slide';
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

/**
 * One dot per slide the CMS gave (not per copy made to loop), the active one marked. They keep the
 * class the carousel's own dots have, which the end-to-end tests find them by.
 */
function SlideDots({
  count,
  active,
  onSelect,
}: {
  count: number;
  active: number;
  onSelect: (index: number) => void;
}) {
  return (
    <div className={classes.indicators}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={`${classes.indicator} mantine-Carousel-indicator`}
          data-active={index === active || undefined}
          aria-current={index === active || undefined}
          aria-label={itCms.goToSlide(index + 1, count)}
          onClick={() => onSelect(index)}
        />
      ))}
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
  const [autoplay] = useState(() => Autoplay(AUTOPLAY_OPTIONS));
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [snap, setSnap] = useState(0);
  // A player who asked for less motion moves the slides with the arrows and dots only.
  const reduceMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const box = slideBoxHeight(widget, device);

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
  const many = slides.length > 1;
  return (
    <WidgetShell widget={widget} onHide={onHide} className={classes.slider}>
      <div className={classes.sliderFrame}>
        <Carousel
          slideSize={`${100 / perView}%`}
          slideGap={SLIDER_GAP}
          emblaOptions={{ loop: many, align: 'start' }}
          plugins={many && !reduceMotion ? [autoplay] : []}
          withIndicators={false}
          // Arrows from the mobile breakpoint up (§4).
          withControls={many && device !== 'mobile'}
          previousControlProps={{ 'aria-label': itCms.previousSlide }}
          nextControlProps={{ 'aria-label': itCms.nextSlide }}
          getEmblaApi={setEmbla}
          onSlideChange={setSnap}
          data-slides={looped.length}
          data-pagination={many || undefined}
        >
          {looped.map(({ item, duplicate }, index) => (
            <Carousel.Slide key={`${item.id}-${index}`}>
              <Slide
                slide={item}
                widgetName={widget.Name}
                eager={index === 0}
                box={box}
                duplicate={duplicate}
              />
            </Carousel.Slide>
          ))}
        </Carousel>
        {/* Pagination only with more than one slide (§4). */}
        {many && (
          <SlideDots
            count={slides.length}
            active={dotIndex(snap, slides.length)}
            onSelect={(index) => embla?.scrollTo(index)}
          />
        )}
      </div>
    </WidgetShell>
  );
}

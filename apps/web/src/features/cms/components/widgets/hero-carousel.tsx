import '@mantine/carousel/styles.css';
import { SLIDER_GAP } from '@conto-gioco/shared/cms-constants';
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import type { EmblaCarouselType } from 'embla-carousel';
import { useState, type CSSProperties } from 'react';
import { itCms } from '@/messages/it-cms';
import type { Device } from '../../lib/client-rules';
import classes from '../cms.module.css';
import { AUTOPLAY_OPTIONS, dotIndex } from './hero-slider';
import { Slide, type SlideData } from './slide';

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

/** The hero slider's carousel (embla), with its dots: loaded after the first slide has painted. */
export default function HeroCarousel({
  widgetName,
  slides,
  looped,
  perView,
  box,
  device,
}: {
  widgetName: string;
  slides: SlideData[];
  looped: { item: SlideData; duplicate: boolean }[];
  perView: number;
  box: CSSProperties;
  device: Device;
}) {
  const [autoplay] = useState(() => Autoplay(AUTOPLAY_OPTIONS));
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [snap, setSnap] = useState(0);
  // A player who asked for less motion moves the slides with the arrows and dots only.
  const reduceMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const many = slides.length > 1;
  return (
    <>
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
            <Slide slide={item} widgetName={widgetName} eager={index === 0} box={box} duplicate={duplicate} />
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
    </>
  );
}

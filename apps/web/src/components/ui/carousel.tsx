import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import {
  Children,
  useEffect,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react';

import { cn } from '../../lib/utils';
import { Button } from './button';

type CarouselProps = {
  /** Names the carousel region, e.g. "Journeys". */
  label: string;
  /** Milliseconds each slide stays before the next; autoplay is off without it. */
  autoplayMs?: number;
  /** Classes for every slide, e.g. its width at each breakpoint. */
  slideClassName?: string;
  className?: string;
  children: ReactNode;
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** False on the server and during hydration, so prerendered markup matches the first render. */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    (onChange) => {
      const query = matchMedia(REDUCED_MOTION);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * A looping carousel (WAI-ARIA carousel pattern) with previous/next buttons. Autoplay pauses
 * while the pointer is over it or keyboard focus is inside it, has a pause button (WCAG 2.2.2),
 * and never starts for people who prefer reduced motion.
 */
export function Carousel({
  label,
  autoplayMs,
  slideClassName,
  className,
  children,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const [plugins] = useState(() =>
    autoplayMs
      ? [
          Autoplay({
            delay: autoplayMs,
            playOnInit: false,
            stopOnInteraction: false,
            stopOnMouseEnter: false,
            stopOnFocusIn: false,
          }),
        ]
      : [],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' }, plugins);
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState<boolean | null>(null);

  const reducedMotion = usePrefersReducedMotion();
  // Until the visitor presses play or pause, reduced motion decides.
  const userPaused = paused ?? reducedMotion;
  const playing = Boolean(autoplayMs) && !userPaused && !hovered && !focused;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!api || !autoplay) return;
    const apply = () => (playing ? autoplay.play() : autoplay.stop());
    apply();
    // Embla's drag handling restarts autoplay on pointer up; re-apply our own rule after it.
    api.on('pointerUp', apply);
    return () => {
      api.off('pointerUp', apply);
    };
  }, [api, playing]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={api ? 'true' : undefined}
      data-playing={playing ? 'true' : 'false'}
      className={cn('flex flex-col gap-4', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="flex items-center justify-end gap-2">
        {autoplayMs ? (
          <Button variant="outline" size="icon" onClick={() => setPaused(!userPaused)}>
            {userPaused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            <span className="sr-only">
              {userPaused ? 'Start automatic slide show' : 'Stop automatic slide show'}
            </span>
          </Button>
        ) : null}
        <Button variant="outline" size="icon" onClick={() => api?.scrollPrev()}>
          <ChevronLeft aria-hidden="true" />
          <span className="sr-only">Previous slide</span>
        </Button>
        <Button variant="outline" size="icon" onClick={() => api?.scrollNext()}>
          <ChevronRight aria-hidden="true" />
          <span className="sr-only">Next slide</span>
        </Button>
      </div>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              data-active={index === selected ? 'true' : undefined}
              className={cn('min-w-0 shrink-0 grow-0 basis-full pl-4', slideClassName)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import {
  Children,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';

import { cn } from '../../lib/utils';
import { buttonVariants } from './button-variants';

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
/** How far a touch or pen must travel sideways to count as a swipe. */
const SWIPE_PX = 40;

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once the browser runs the carousel. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

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

const iconButton = buttonVariants({ variant: 'outline', size: 'icon' });

/**
 * A looping carousel (WAI-ARIA carousel pattern) with previous/next buttons and swipe. The
 * selected slide comes first and the others follow it in a ring (CSS order), so it loops at any
 * width. Autoplay pauses while the pointer is over it or keyboard focus is inside it, has a pause
 * button (WCAG 2.2.2), and never starts for people who prefer reduced motion. No library: it is
 * an island of the prerendered landing page, where every kilobyte counts.
 */
export function Carousel({
  label,
  autoplayMs,
  slideClassName,
  className,
  children,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [selected, setSelected] = useState(0);
  const ready = useHydrated();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState<boolean | null>(null);
  const swipeStart = useRef<number | null>(null);

  const reducedMotion = usePrefersReducedMotion();
  // Until the visitor presses play or pause, reduced motion decides.
  const userPaused = paused ?? reducedMotion;
  const playing = ready && Boolean(autoplayMs) && !userPaused && !hovered && !focused;

  const go = (step: number) => setSelected((current) => (current + step + count) % count);

  useEffect(() => {
    if (!playing || !autoplayMs) return;
    const timer = setInterval(() => go(1), autoplayMs);
    return () => clearInterval(timer);
    // go only uses the state setter and the slide count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, autoplayMs, count, selected]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? 1 : -1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={ready ? 'true' : undefined}
      data-playing={playing ? 'true' : 'false'}
      className={cn('flex flex-col gap-4', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="flex items-center justify-end gap-2">
        {autoplayMs ? (
          <button type="button" className={iconButton} onClick={() => setPaused(!userPaused)}>
            {userPaused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            <span className="sr-only">
              {userPaused ? 'Start automatic slide show' : 'Stop automatic slide show'}
            </span>
          </button>
        ) : null}
        <button type="button" className={iconButton} onClick={() => go(-1)}>
          <ChevronLeft aria-hidden="true" />
          <span className="sr-only">Previous slide</span>
        </button>
        <button type="button" className={iconButton} onClick={() => go(1)}>
          <ChevronRight aria-hidden="true" />
          <span className="sr-only">Next slide</span>
        </button>
      </div>
      <div className="overflow-hidden" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <div className="-ml-4 flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              data-active={index === selected ? 'true' : undefined}
              style={{ order: (index - selected + count) % count }}
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

import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { SWIPE_THRESHOLD_PX } from '../../../shared/constants';
import { arrowStep, isRightToLeft, swipeStep } from '../../lib/direction';
import { useMediaQuery } from '../../lib/use-media-query';

export interface CarouselOptions {
  count: number;
  /** Time each slide stays before the next one. */
  intervalMs: number;
  /** Autoplay at start (the art gallery's Pause/Play toggles it). Default true. */
  initiallyPlaying?: boolean;
  /**
   * For the highlights: any manual action pauses autoplay, which resumes this long after the last
   * one. Without it, manual navigation only restarts the current slide's timer.
   */
  resumeAfterMs?: number;
}

/** Wrap-around index: next after the last slide is the first, previous before the first is the last. */
export function wrapIndex(i: number, count: number): number {
  return count > 0 ? ((i % count) + count) % count : 0;
}

/**
 * Which slides a window shows around the current one: offsets `-before..after`, each slide once
 * (with few slides the nearer offset wins). `offset` 0 is the current slide.
 */
export function windowSlides(
  count: number,
  index: number,
  before: number,
  after: number,
): { slide: number; offset: number }[] {
  const seen = new Set<number>();
  const out: { slide: number; offset: number }[] = [];
  const offsets = [0];
  for (let d = 1; d <= Math.max(before, after); d++) {
    if (d <= after) offsets.push(d);
    if (d <= before) offsets.push(-d);
  }
  for (const offset of offsets) {
    const slide = wrapIndex(index + offset, count);
    if (count === 0 || seen.has(slide)) continue;
    seen.add(slide);
    out.push({ slide, offset });
  }
  return out.sort((a, b) => a.offset - b.offset);
}

/** Reads prefers-reduced-motion without touching `window` during render (server snapshot: false). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', false);
}

/**
 * A small carousel state machine shared by the home page carousels: autoplay that pauses while the
 * pointer is over the slides or keyboard focus is inside, never runs under prefers-reduced-motion,
 * wraps around, and turns a horizontal swipe over SWIPE_THRESHOLD_PX into next/previous.
 * Timers live in effects only, so server and first client render agree (index 0). On a public page
 * the carousel is an island (docs/architecture.md, "Islands"): until it is hydrated it does not
 * rotate, and says so (its live region is polite), so autoplay starts, and is announced as started,
 * only once React holds it.
 */
export function useCarousel({ count, intervalMs, initiallyPlaying = true, resumeAfterMs }: CarouselOptions) {
  const [rawIndex, setIndex] = useState(0);
  const [isPlaying, setPlaying] = useState(initiallyPlaying);
  const [isHovered, setHovered] = useState(false);
  const [hasKeyboardFocus, setKeyboardFocus] = useState(false);
  const [isManuallyPaused, setManuallyPaused] = useState(false);
  // Pressing Play is an explicit request, so it overrides prefers-reduced-motion.
  const [hasPressedPlay, setPressedPlay] = useState(false);
  const [isHydrated, setHydrated] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);

  const index = wrapIndex(rawIndex, count);
  const isAutoplayOn = isPlaying && (!reducedMotion || hasPressedPlay);
  const isRotating = isHydrated && count > 1 && isAutoplayOn && !isHovered && !hasKeyboardFocus && !isManuallyPaused;

  useEffect(() => {
    // Hydrated where the visitor already is: the pointer resting on the slides or the keyboard's
    // focus inside (what woke the island) sent their events before React listened, so read them now.
    if (viewportRef.current?.matches(':hover')) setHovered(true);
    const focused = document.activeElement;
    if (focused && rootRef.current?.contains(focused) && focused.matches(':focus-visible')) setKeyboardFocus(true);
    setHydrated(true);
  }, []);

  useEffect(() => {
    if (!isRotating) return;
    // Keyed on the index: every new slide (autoplay or manual) gets its full interval.
    const id = setTimeout(() => setIndex(wrapIndex(rawIndex + 1, count)), intervalMs);
    return () => clearTimeout(id);
  }, [isRotating, rawIndex, count, intervalMs]);

  useEffect(
    () => () => {
      if (resumeTimer.current) clearTimeout(resumeTimer.current);
    },
    [],
  );

  /** A person moved the carousel: pause and resume later (highlights), else just restart the timer. */
  const noteManualAction = useCallback(() => {
    if (resumeAfterMs === undefined) return;
    setManuallyPaused(true);
    if (resumeTimer.current) clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(() => {
      resumeTimer.current = null;
      setManuallyPaused(false);
    }, resumeAfterMs);
  }, [resumeAfterMs]);

  const goTo = useCallback(
    (i: number) => {
      setIndex(wrapIndex(i, count));
      noteManualAction();
    },
    [count, noteManualAction],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const prev = useCallback(() => goTo(index - 1), [goTo, index]);

  /** Handlers for the slides' viewport: hover pause and swipe. */
  const viewportProps = {
    ref: viewportRef,
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onPointerDown: (e: PointerEvent) => {
      swipeStart.current = { x: e.clientX, y: e.clientY };
    },
    onPointerUp: (e: PointerEvent) => {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start || count < 2) return;
      const dx = e.clientX - start.x;
      const dy = e.clientY - start.y;
      // Only a mostly horizontal movement over SWIPE_THRESHOLD_PX is a swipe (a vertical one scrolls the
      // page); towards the line's start = next (left in English, right on a right-to-left page).
      if (Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) {
        if (swipeStep(dx, isRightToLeft(e.currentTarget as Element)) === 1) next();
        else prev();
      }
    },
    onPointerCancel: () => {
      swipeStart.current = null;
    },
  };

  /** Handlers for the whole carousel: keyboard focus pauses, arrow keys move. */
  const rootProps = {
    ref: rootRef,
    onFocus: (e: FocusEvent) => {
      // Keyboard focus only (WCAG 2.2.2): a mouse click on Next should not stop autoplay for good.
      if ((e.target as Element).matches?.(':focus-visible')) setKeyboardFocus(true);
    },
    onBlur: (e: FocusEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setKeyboardFocus(false);
    },
    onKeyDown: (e: KeyboardEvent) => {
      // The arrows follow the row's direction: on a right-to-left page the left arrow is next.
      const step = arrowStep(e.key, isRightToLeft(e.currentTarget as Element));
      if (step === 1) {
        e.preventDefault();
        next();
      } else if (step === -1) {
        e.preventDefault();
        prev();
      }
    },
  };

  return {
    index,
    goTo,
    next,
    prev,
    /** Autoplay is on (it may still wait while hovered or focused). */
    isAutoplayOn,
    /** Pause/Play (art gallery). */
    play: () => {
      setPlaying(true);
      setPressedPlay(true);
    },
    pause: () => setPlaying(false),
    isRotating,
    reducedMotion,
    viewportProps,
    rootProps,
  };
}

import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from '../icons/icons';
import './carousel.css';
import { fill } from '../../../shared/words/fill';
import { useHomeWords } from '../../lib/home-words';

/** The previous or next arrow: an icon, so its name is its label. */
const arrow = (label: string, onClick: () => void, icon: ReactNode) => (
  <button type="button" className="icon-btn carousel-arrow" onClick={onClick} aria-label={label}>
    {icon}
  </button>
);

/** Previous/next arrows and one dot per slide; every button has an accessible name (WCAG 4.1.2). */
export function CarouselControls({
  count,
  index,
  onPrev,
  onNext,
  onDot,
  showArrows = true,
  showDots = true,
  children,
  className = '',
}: {
  count: number;
  index: number;
  onPrev: () => void;
  onNext: () => void;
  onDot: (i: number) => void;
  showArrows?: boolean;
  showDots?: boolean;
  /** Extra controls (the art gallery's Pause/Play). */
  children?: ReactNode;
  className?: string;
}) {
  const words = useHomeWords().carousel;
  if (count < 2) return null;
  return (
    <div className={`carousel-controls ${className}`}>
      {showArrows && arrow(words.previous, onPrev, <ChevronLeft />)}
      {showDots && (
        <div className="carousel-dots">
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              className="carousel-dot"
              aria-label={fill(words.goTo, { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => onDot(i)}
            />
          ))}
        </div>
      )}
      {showArrows && arrow(words.next, onNext, <ChevronRight />)}
      {children}
    </div>
  );
}

/**
 * Announces the current slide. Polite while a person is in control; silent while the carousel
 * rotates on its own, so a screen reader is not interrupted every few seconds (WAI carousel pattern).
 */
export function CarouselStatus({ isRotating, children }: { isRotating: boolean; children: ReactNode }) {
  return (
    <p className="visually-hidden" aria-live={isRotating ? 'off' : 'polite'} aria-atomic="true">
      {children}
    </p>
  );
}

import { describe, expect, it } from 'vitest';
import { windowSlides, wrapIndex } from '../../src/client/components/carousel/use-carousel';

describe('wrapIndex', () => {
  it('wraps both ways, so previous on the first slide shows the last and next on the last shows the first', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('windowSlides', () => {
  it('shows the current slide and the next two (journeys on desktop)', () => {
    expect(windowSlides(4, 3, 0, 2)).toEqual([
      { slide: 3, offset: 0 },
      { slide: 0, offset: 1 },
      { slide: 1, offset: 2 },
    ]);
  });

  it('shows neighbours on both sides, wrapping (highlights and art)', () => {
    expect(windowSlides(5, 0, 1, 1)).toEqual([
      { slide: 4, offset: -1 },
      { slide: 0, offset: 0 },
      { slide: 1, offset: 1 },
    ]);
  });

  it('shows each slide once when there are fewer slides than places', () => {
    expect(windowSlides(2, 0, 1, 1)).toEqual(
      [
        { slide: 1, offset: 1 },
        { slide: 0, offset: 0 },
      ].sort((a, b) => a.offset - b.offset),
    );
    expect(windowSlides(1, 0, 1, 1)).toEqual([{ slide: 0, offset: 0 }]);
    expect(windowSlides(0, 0, 1, 1)).toEqual([]);
  });
});

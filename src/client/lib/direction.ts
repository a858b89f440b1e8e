// Left and right on a right-to-left page (docs/architecture.md, "Languages", "Right to left"): on an
// Urdu page the next item of a row (a tab, a slide) is to the left, so the arrow keys and a swipe
// move the other way. Pure, so the site script, the carousels and the tests share them.

/** Whether an element is laid out right to left (its own or an ancestor's `dir`, as the browser reads it). */
export function isRightToLeft(element: Element | null): boolean {
  if (!element) return false;
  const view = element.ownerDocument?.defaultView;
  if (view?.getComputedStyle) return view.getComputedStyle(element).direction === 'rtl';
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/** The step an arrow key takes along a row: +1 to the next item, -1 to the previous, 0 for another key. */
export function arrowStep(key: string, rtl: boolean): 1 | -1 | 0 {
  if (key === 'ArrowRight') return rtl ? -1 : 1;
  if (key === 'ArrowLeft') return rtl ? 1 : -1;
  return 0;
}

/**
 * The step a horizontal swipe takes: the finger drags the row, so a swipe towards the start of the
 * line (left in English, right in Urdu) brings the next item.
 */
export function swipeStep(dx: number, rtl: boolean): 1 | -1 {
  return dx < 0 !== rtl ? 1 : -1;
}

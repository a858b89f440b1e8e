import { FIRST_SCREEN_END } from '../../../shared/constants';

/**
 * Where the page's first screen ends. The server replaces this empty element with the page's whole
 * CSS, and puts in the head only the rules the markup before it uses, so the first round trip
 * carries the first screen (src/server/http/document.ts, docs/decisions/048-home-in-one-round-trip.md).
 * Inert where it is left (a template is never rendered).
 */
export function FirstScreenEnd() {
  return <template data-fold={FIRST_SCREEN_END} />;
}

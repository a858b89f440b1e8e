import { EDITABLE_PAGES, type EditablePageKey } from '../../../shared/page-content/pages';
import type { RenderedPage } from '../../../shared/page-content/translation';
import { PAGES, PATHS } from '../../../shared/paths';
import { trpc } from '../../lib/trpc';

// Whether the page being rendered shows the office's translation of its words (docs/architecture.md,
// "Languages"): read by the layout, which marks <main> as English only on a page with none. It reads
// the page's document the server prefetched, never fetching it: a page whose words are not data has
// no translation.

/** The page whose document the page at `pathname` shows (the Admissions process shows Admissions'). */
function documentAt(pathname: string): EditablePageKey | undefined {
  if (pathname === PATHS.admissionProcess) return 'admissions';
  return EDITABLE_PAGES.find((page) => PAGES[page].path === pathname);
}

/** True when some of the words of the page at `pathname` are in the page's language. */
export function usePageTranslated(pathname: string): boolean {
  const utils = trpc.useUtils();
  const page = documentAt(pathname);
  if (!page) return false;
  const doc = utils.pages.content.getData({ page }) as RenderedPage | undefined;
  return doc?.translated !== undefined;
}

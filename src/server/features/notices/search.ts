import type { ServiceContext } from '../../context';

/**
 * Writes a notice's search entries (its text in each language and each PDF's text) again. Called
 * inside the write that changed the notice, so a save returns only once search finds it.
 */
export function indexNotice(_svc: ServiceContext, _noticeId: number): void {
  // Filled in by the search feature's integration.
}

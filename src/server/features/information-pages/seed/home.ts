import type { PageDocumentInput } from '../../../../shared/page-content/document';
import { HOME_SEED } from '../../../../shared/page-content/home-seed';

// The home page's seed is shared: the page falls back to it when its document cannot be loaded.
export const HOME: PageDocumentInput = HOME_SEED;

import type { PageDocumentInput } from '../../../../shared/page-content/document';
import type { EditablePageKey } from '../../../../shared/page-content/pages';
import { ABOUT } from './about';

// Each editable page's first document: the words the site shipped with, seeded once per install
// (seedPageDocuments). After that the page is the office's; these are never read again for it.
export const PAGE_SEEDS: Record<EditablePageKey, PageDocumentInput> = {
  about: ABOUT,
};

import type { PageDocumentInput } from '../../../../shared/page-content/document';
import type { EditablePageKey } from '../../../../shared/page-content/pages';

// Each editable page's first document: the words the site shipped with, seeded once per install
// (seedPageDocuments). After that the page is the office's; these are never read again for it. A page's
// seed is the default export of the file named after its key (visionMission: vision-mission.ts).
const FILES = import.meta.glob<PageDocumentInput>(['./*.ts', '!./index.ts'], { eager: true, import: 'default' });

const fileOf = (page: EditablePageKey) => `./${page.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`;

/** The page's first document. */
export function pageSeed(page: EditablePageKey): PageDocumentInput {
  const seed = FILES[fileOf(page)];
  if (!seed) throw new Error(`The editable page ${page} has no seed: add ${fileOf(page)} to this folder`);
  return seed;
}

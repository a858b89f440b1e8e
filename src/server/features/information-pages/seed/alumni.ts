import type { PageDocumentInput } from '../../../../shared/page-content/document';

// PLACEHOLDER: replaced by the page's words when it is converted.
export const ALUMNI: PageDocumentInput = {
  settings: { title: 'Placeholder', heading: 'Placeholder', description: 'Placeholder' },
  sections: [],
};

import { defineFeature } from '../../feature';
import { searchPages } from './page';
import { searchRouter } from './router';

// The site search: its procedure and its results page (docs/architecture.md, "Site search").
export const searchFeature = defineFeature({
  name: 'search',
  procedures: { search: searchRouter },
  pages: searchPages,
});

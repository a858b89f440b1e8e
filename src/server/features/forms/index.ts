import { defineFeature } from '../../feature';
import { formPostsPlugin } from './routes';

// The Enquiry Form and the application form posted without JavaScript (docs/decisions/009-forms-without-javascript.md):
// the same schemas and services as their procedures, answered with the page rendered again.
export const formsFeature = defineFeature({
  name: 'forms',
  routes: formPostsPlugin,
});

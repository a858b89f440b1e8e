import { PAGES } from '../../paths';

// The English titles, descriptions and heroes of the pages whose words are not a document the office
// edits: PAGES' own (src/shared/paths.ts), which the other languages' catalogues translate.

/** The words of a page's head and hero that are not a document the office edits. */
const titled = <K extends keyof typeof PAGES>(key: K) => {
  const { title, description, heading, eyebrow = '', intro = '' } = PAGES[key];
  return { title, description, heading, eyebrow, intro };
};

export const EN_PAGE_TITLES = {
  admissionProcess: titled('admissionProcess'),
  apply: titled('apply'),
  contact: titled('contact'),
  notices: titled('notices'),
  calendar: titled('calendar'),
  disclosure: titled('disclosure'),
  privacy: titled('privacy'),
  accessibility: titled('accessibility'),
  terms: titled('terms'),
  search: titled('search'),
  offline: titled('offline'),
  tcVerification: titled('tcVerification'),
  admissionStatus: titled('admissionStatus'),
  careers: titled('careers'),
  careersApply: titled('careersApply'),
};

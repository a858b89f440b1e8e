import { formatDateTime } from '../format';

// The words of the dashboard's page editor and its messages (docs/decisions/038-pages-as-data.md).
export const PAGE_EDITOR_WORDS = {
  sectionTitle: 'Pages',
  kindNotAllowed: 'This page cannot hold a section of this kind',
  nothingToPublish: 'There is no draft to publish: save your changes first',
  versionGone: 'That version is no longer kept',
  draftChanged: (who: string, at: string) =>
    `The draft was saved by ${who}${at ? ` at ${formatDateTime(at)}` : ''} since you opened it. Reload the page to see their changes; yours are not saved.`,
  pageChanged: (who: string, at: string, version: number) =>
    `This page changed since you opened it: ${who} published version ${version}${at ? ` at ${formatDateTime(at)}` : ''}. Open History to see their version; yours is not published.`,
} as const;

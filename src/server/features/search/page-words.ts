import { fillSchoolText, LANGUAGES, PAGES } from '../../../shared/paths';
import { pageWordsFor } from '../../../shared/words/pages';
import { insertEntries } from '../../platform/search/entries';
import type { SearchSource } from '../../platform/search/sources';
import { publicSettingsIn } from '../../platform/settings-texts';

// The pages whose words are not a document the office edits (Contact, Apply, Notices, the calendar,
// the disclosure, the statutory pages...): their heading, the line above it, their introduction and
// description, in each language's catalogue (docs/decisions/051-site-search.md). They come with the
// release, so they are written again at every start.

export const PAGE_WORDS_SOURCE = 'page-words';

type TitledPage = keyof ReturnType<typeof pageWordsFor>['titles'];

/** Pages that are not places to be sent to from a search. */
const NOT_FOUND_BY_SEARCH = new Set<string>(['offline', 'search']);

export const pageWordsSearchSource: SearchSource = {
  name: PAGE_WORDS_SOURCE,
  atEveryStart: true,
  readsSettings: true,
  reindex: (svc) => {
    for (const { code: lang } of LANGUAGES) {
      const names = publicSettingsIn(svc, lang);
      const titles = pageWordsFor(lang).titles;
      for (const key of Object.keys(titles) as TitledPage[]) {
        if (NOT_FOUND_BY_SEARCH.has(key)) continue;
        const t = titles[key];
        const fill = (text: string) => fillSchoolText(text, names);
        insertEntries(svc.db, PAGE_WORDS_SOURCE, key, lang, [
          {
            kind: key === 'disclosure' ? 'disclosure' : 'page',
            title: fill(t.heading),
            body: [t.eyebrow, t.intro, t.description].filter(Boolean).map(fill).join('\n'),
            link: PAGES[key].path,
          },
        ]);
      }
    }
  },
};

import { defineFeature } from '../../feature';
import { repeatingJob } from '../../platform/jobs';
import { createPdfBacklogJob } from '../notices/pdf-backlog';
import { searchPages } from './page';
import { pageWordsSearchSource } from './page-words';
import { searchRouter } from './router';
import { searchedWords } from './searched-words';

// Site search (docs/decisions/051-site-search.md): the search page and `search.query`, the fixed pages'
// words in the index, and its jobs: the searched words' counts written each minute (30 days kept), and
// the notices' PDFs attached before search came, read one at a time in the background.
// Every other feature writes its own items' entries and gives its rule for what visitors may see.
export const searchFeature = defineFeature({
  name: 'search',
  procedures: { search: searchRouter },
  pages: searchPages,
  search: [pageWordsSearchSource],
  jobs: (svc) => {
    const words = searchedWords(svc);
    let prunedDay = '';
    const tick = () => {
      words.flush();
      const today = svc.now().toISOString().slice(0, 10);
      if (today === prunedDay) return;
      prunedDay = today;
      words.prune();
    };
    return {
      'search-words': repeatingJob({ everyMs: 60_000, run: tick, onStop: () => words.flush() }),
      // The PDFs attached before search came (or whose reading was cut short), one at a time.
      'search-pdfs': createPdfBacklogJob(svc),
    };
  },
});

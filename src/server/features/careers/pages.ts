import { PATHS, pageTitle } from '../../../shared/paths';
import { careersWordsFor } from '../../../shared/words/careers';
import { headWithCard, notFoundHead, type PageHead, type PublicPage } from '../../ssr/public-page';
import { CareersListInputSchema, careersVacancy, vacancySlugOf } from './vacancies-page';

// The careers pages for the server render (src/server/ssr/ssr.ts): /careers takes its head from PAGES
// and its filters from the address (campus, level: PAGE_QUERY_PARAMS); /careers/<slug> its head and
// status from the vacancy (200 open or closed, 410 archived, 404 draft or none).

const careersList: PublicPage = {
  path: PATHS.careers,
  prefetch: (h, url) => [
    h.vacancies.list.prefetch(
      CareersListInputSchema.parse({
        campus: url.searchParams.get('campus') ?? '',
        level: url.searchParams.get('level') ?? '',
      }),
    ),
  ],
};

const vacancyPage: PublicPage = {
  matches: (pathname) => vacancySlugOf(pathname) !== null,
  prefetch: (h, url) => [h.vacancies.bySlug.prefetch({ slug: vacancySlugOf(url.pathname) ?? '' })],
  head: (svc, url, settings, { lang }): PageHead => {
    const found = careersVacancy(svc, vacancySlugOf(url.pathname) ?? '', lang);
    if (!found) return notFoundHead(settings);
    if (found.state === 'archived') {
      const gone = careersWordsFor(lang).gone;
      return {
        status: 410,
        title: pageTitle({ title: gone.heading }, settings),
        description: gone.text,
        canonicalUrl: null,
        noindex: true,
      };
    }
    return headWithCard(settings, {
      type: 'article',
      title: pageTitle({ title: found.vacancy.title }, settings),
      cardTitle: found.vacancy.title,
      description: found.excerpt,
      canonicalUrl: found.url,
    });
  },
};

export const careersPages: PublicPage[] = [careersList, vacancyPage];

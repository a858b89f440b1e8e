import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { type LanguageCode, pathInLanguage } from '../../../shared/paths';
import {
  SEARCH_MAX_CHARS,
  SEARCH_MAX_WORDS,
  SEARCH_PAGE_SIZE,
  type SearchAnswer,
  type SearchResult,
} from '../../../shared/search';
import type { ServiceContext } from '../../context';
import { publicProcedure, router } from '../../trpc/trpc';

// A stand-in for the site search's procedure while its index is written beside it: a fixed sample
// of results in the shape of SearchAnswer, filtered by the words asked, so the results page can be
// built and tested. Replaced by the real procedure (docs/architecture.md, "Site search").

const SAMPLE: SearchResult[] = [
  {
    kind: 'page',
    title: 'Fee Structure',
    passage: [{ text: 'The ' }, { text: 'fees', mark: true }, { text: ' for each class, paid in three installments.' }],
    href: '/fees',
  },
  {
    kind: 'notice',
    title: 'Admissions open for 2026-27',
    passage: [
      { text: 'Admission', mark: true },
      { text: ' forms for Nursery to Grade 9 are available at the office.' },
    ],
    href: '/notices',
  },
  {
    kind: 'notice-file',
    title: 'Term 1 exam timetable.pdf',
    passage: [{ text: 'Term 1 ' }, { text: 'exam', mark: true }, { text: ' timetable <for> Grades 3 to 10.' }],
    href: '/notices',
  },
  {
    kind: 'faq',
    title: 'Can fees be paid by cheque?',
    passage: [{ text: 'Yes: cheques for the ' }, { text: 'fees', mark: true }, { text: ' are taken at the office.' }],
    href: '/#home-faq-title',
  },
  {
    kind: 'event',
    title: 'Winter holidays',
    passage: [{ text: 'The school is closed for the winter ' }, { text: 'holidays', mark: true }, { text: '.' }],
    href: '/calendar',
  },
  {
    kind: 'person',
    title: 'Principal',
    passage: [{ text: 'Our ' }, { text: 'principal', mark: true }, { text: ' leads the teachers of both campuses.' }],
    href: '/leadership',
  },
  {
    kind: 'fee',
    title: 'Grade 5 fees',
    passage: [{ text: 'Grade 5 ' }, { text: 'fees', mark: true }, { text: ': tuition, books and transport.' }],
    href: '/fees',
  },
  {
    kind: 'activity',
    title: 'Annual sports day',
    passage: [{ text: 'Races and games on the annual ' }, { text: 'sports', mark: true }, { text: ' day.' }],
    href: '/activities',
  },
  {
    kind: 'disclosure',
    title: 'Mandatory Public Disclosure',
    passage: [{ text: 'The CBSE ' }, { text: 'disclosure', mark: true }, { text: ' of each campus.' }],
    href: '/mandatory-public-disclosure',
  },
  {
    kind: 'page',
    title: 'Admissions',
    passage: [{ text: 'The ' }, { text: 'admission', mark: true }, { text: ' process, age criteria and documents.' }],
    href: '/admissions',
  },
  {
    kind: 'page',
    title: 'Eligibility Criteria',
    passage: [{ text: 'The age for each class at ' }, { text: 'admission', mark: true }, { text: '.' }],
    href: '/eligibility',
  },
  {
    kind: 'page',
    title: 'Contact Us',
    passage: [{ text: 'Call the school ' }, { text: 'office', mark: true }, { text: ' or send an enquiry.' }],
    href: '/contact',
  },
];

/** The sample's answer to a query in a language: the results whose words hold one of the query's. */
export function searchSite(_svc: ServiceContext, lang: LanguageCode, input: { q: string; page: number }): SearchAnswer {
  const q = input.q.trim().slice(0, SEARCH_MAX_CHARS);
  const all = q.split(/\s+/).filter(Boolean);
  const words = all.slice(0, SEARCH_MAX_WORDS).map((w) => w.toLowerCase());
  const found = words.length
    ? SAMPLE.filter((r) => {
        const text = `${r.title} ${r.passage.map((p) => p.text).join('')}`.toLowerCase();
        return words.some((w) => text.includes(w));
      })
    : [];
  const pages = Math.ceil(found.length / SEARCH_PAGE_SIZE);
  const results = found.slice((input.page - 1) * SEARCH_PAGE_SIZE, input.page * SEARCH_PAGE_SIZE).map((r, i) => ({
    ...r,
    href: pathInLanguage(r.href, lang),
    // One text without a translation: English on another language's page.
    ...(lang !== 'en' && i === 0 ? { lang: 'en' as const } : {}),
  }));
  return {
    q,
    words,
    shortened: input.q.trim().length > SEARCH_MAX_CHARS || all.length > SEARCH_MAX_WORDS,
    page: input.page,
    pages,
    total: found.length,
    results,
    suggestions: words.length ? [] : ['admission', 'fees', 'holidays'],
  };
}

export const searchRouter = router({
  query: publicProcedure.input(z.object({ q: z.string(), page: z.number().int().min(1) })).query(({ input, ctx }) => {
    const answer = searchSite(ctx.svc, ctx.lang ?? 'en', input);
    if (input.page > Math.max(answer.pages, 1)) throw new TRPCError({ code: 'NOT_FOUND' });
    return answer;
  }),
});

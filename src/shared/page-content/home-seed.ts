import type { PageDocument } from './document';
import { HOME_PARTS, PAGE_PARTS } from './home-parts';

// The home page as the site first shipped it (docs/decisions/038-pages-as-data.md): seeded once, then
// the office's. Shared, because it is also what the home page shows when its document cannot be
// loaded (a visitor who navigates to it while the server does not answer), as the carousels fall
// back to content/fallbacks.ts. Its heading is the tagline (Settings) and its main button the admissions button
// (Settings); the enquiry form, notices, carousels and FAQ are parts the home page draws from the
// office's lists, under the headers home-parts.ts words.
export const HOME_SEED: PageDocument = {
  settings: {
    title: '{schoolName} | {schoolStages}, CBSE with Islamic Studies, Akola',
    heading: '{tagline}',
    description:
      'An English-medium CBSE school in Akola from {schoolStages}, with Islamic studies and Hifz. Admissions, fees, academics and enquiries.',
  },
  sections: [
    {
      kind: 'hero',
      id: 'home-hero-title',
      eyebrow: '{schoolStages} · {curriculum}',
      lead: 'An English-medium school in Akola where every child is known, encouraged and guided to grow in knowledge, character and faith.',
      actions: [
        { label: '{heroButtonText}', link: '/admissions' },
        { label: 'Send an Enquiry', link: '#contact' },
      ],
      facts: [
        { figure: '{foundedYear}', label: 'Founded' },
        { figure: 'N-12', label: '{schoolStages}' },
        { figure: 'CBSE', label: 'With Islamic studies and Hifz' },
      ],
    },
    {
      kind: 'video',
      id: 'home-about-title',
      eyebrow: 'About Our School',
      title: 'Where Worldly Learning Meets Faith',
      body: 'Since {foundedYear}, our school has followed one motto: **every student is unique**, and we nurture what makes each one so. We teach the {curriculum}, so children are prepared for board examinations and for life, with values they carry for ever.\n\nWe believe a good education balances worldly and religious knowledge: science, mathematics and languages alongside the Quran, good manners and service to others. One is never sacrificed for the other.',
      values: [
        {
          icon: 'shield',
          title: 'Trust',
          text: 'Parents know their children are safe, cared for and honestly assessed.',
        },
        { icon: 'heart', title: 'Respect', text: 'For teachers, classmates, families and every faith and background.' },
        { icon: 'star', title: 'Excellence', text: 'High expectations in the classroom, on the field and on stage.' },
        {
          icon: 'book',
          title: 'Faith',
          text: 'Islamic studies every day and Hifz of the Holy Quran in {hifzDuration}.',
        },
      ],
      button: { label: 'More about us', link: '/about' },
    },
    // Each part under the header HOME_PARTS words for it.
    ...PAGE_PARTS.map((source) => {
      const { eyebrow, title, intro } = HOME_PARTS[source];
      return { kind: 'part' as const, source, eyebrow, title, ...(intro === undefined ? {} : { intro }) };
    }),
  ],
};

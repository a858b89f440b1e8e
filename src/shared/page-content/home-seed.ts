import type { PageDocument } from './document';

// The home page as the site first shipped it (docs/decisions/038-pages-as-data.md): seeded once, then
// the office's. Shared, because it is also what the home page shows when its document cannot be
// loaded (a visitor who navigates to it while the server does not answer), as the carousels fall
// back to content/fallbacks.ts. Its heading is the tagline (Settings) and its main button the admissions button
// (Settings); the enquiry form, notices, carousels and FAQ are parts the home page draws from the
// office's lists, under the headers written here.
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
    {
      kind: 'part',
      source: 'enquiryForm',
      eyebrow: 'Admission Enquiry',
      title: 'Start Your Child’s Journey With Us',
      intro: 'Tell us a little about your child and our admissions team will get back to you with the next steps.',
    },
    { kind: 'part', source: 'announcements', eyebrow: 'Good to Know', title: 'Information for Parents' },
    {
      kind: 'part',
      source: 'notices',
      eyebrow: 'From the school office',
      title: 'Notices',
      intro: 'Circulars, exam timetables, holidays and admission news.',
    },
    {
      kind: 'part',
      source: 'journeys',
      eyebrow: 'Student Journey',
      title: 'Glimpse into Student Life',
      intro: 'From the first day of Nursery to the last board exam, every stage has its own discoveries.',
    },
    {
      kind: 'part',
      source: 'achievements',
      eyebrow: 'Proud Moments',
      title: 'Our Achievements',
      intro: 'Results, recognition and milestones our students and teachers have earned together.',
    },
    {
      kind: 'part',
      source: 'highlights',
      eyebrow: 'Around the campus',
      title: 'School Highlights',
      intro: 'A closer look at what makes a school day here special.',
    },
    {
      kind: 'part',
      source: 'artworks',
      eyebrow: 'Creativity',
      title: 'Student Art Gallery',
      intro: 'Paintings, sketches and posters made by our students.',
    },
    {
      kind: 'part',
      source: 'faq',
      eyebrow: 'FAQ',
      title: 'Frequently Asked Questions',
      intro: 'Quick answers about admission, academics, fees, facilities and school life.',
    },
  ],
};

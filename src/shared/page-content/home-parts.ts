// The parts of the home page drawn whole by its components (client/pages/home/home-page.tsx), each
// showing a list the office keeps, in the order a new install shows them. One entry says what the
// page editor tells the office the part shows and where it is edited (`shows`), and the header the
// home page's seed words for it (home-seed.ts): a new part is added here, with its component.

interface HomePart {
  shows: string;
  eyebrow: string;
  title: string;
  intro?: string;
}

const PARTS = {
  enquiryForm: {
    shows: 'the enquiry form (its fields are fixed)',
    eyebrow: 'Admission Enquiry',
    title: 'Start Your Child’s Journey With Us',
    intro: 'Tell us a little about your child and our admissions team will get back to you with the next steps.',
  },
  announcements: {
    shows: 'the information tiles (Announcements)',
    eyebrow: 'Good to Know',
    title: 'Information for Parents',
  },
  notices: {
    shows: 'the latest notices (Notices)',
    eyebrow: 'From the school office',
    title: 'Notices',
    intro: 'Circulars, exam timetables, holidays and admission news.',
  },
  journeys: {
    shows: 'the student journeys (Journeys)',
    eyebrow: 'Student Journey',
    title: 'Glimpse into Student Life',
    intro: 'From the first day of Nursery to the last board exam, every stage has its own discoveries.',
  },
  achievements: {
    shows: 'the achievements (Achievements)',
    eyebrow: 'Proud Moments',
    title: 'Our Achievements',
    intro: 'Results, recognition and milestones our students and teachers have earned together.',
  },
  highlights: {
    shows: 'the slides (Slides)',
    eyebrow: 'Around the campus',
    title: 'School Highlights',
    intro: 'A closer look at what makes a school day here special.',
  },
  artworks: {
    shows: 'the students’ art (Gallery)',
    eyebrow: 'Creativity',
    title: 'Student Art Gallery',
    intro: 'Paintings, sketches and posters made by our students.',
  },
  faq: {
    shows: 'the questions and answers (FAQ)',
    eyebrow: 'FAQ',
    title: 'Frequently Asked Questions',
    intro: 'Quick answers about admission, academics, fees, facilities and school life.',
  },
} satisfies Record<string, HomePart>;

export type PagePart = keyof typeof PARTS;
export const HOME_PARTS: Record<PagePart, HomePart> = PARTS;
/** The parts, in the seed's order. */
export const PAGE_PARTS = Object.keys(PARTS) as [PagePart, ...PagePart[]];

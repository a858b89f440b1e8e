import { ACADEMIC_SESSION, FOUNDED_YEAR, SCHOOL_STAGES } from './content/school-facts';

// Every public route in one registry. Header, footer, router, sitemap and tests read it, so a path is
// spelled once.
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** The main heading, visible on the page; tests find pages by it. */
  heading: string;
  /** The small line above the heading of an information page. */
  eyebrow?: string;
  /** The lead paragraph under the heading of an information page. */
  intro?: string;
}

export const SCHOOL_NAME = 'Al Mahmood School';
export const SCHOOL_TAGLINE = 'Nurturing The Uniqueness Of Every Student';

export const PATHS = {
  home: '/',
  why: '/why-al-mahmood',
  whyMisspelt: '/why-al-mehmood',
  about: '/about',
  studentsJourney: '/students-journey',
  visionMission: '/vision-mission',
  schoolActivities: '/school-activities',
  infrastructure: '/infrastructure',
  awards: '/awards',
  leadership: '/leadership',
  academics: '/academics',
  teaching: '/teaching',
  activities: '/activities',
  global: '/global',
  alumni: '/alumni',
  admissions: '/admissions',
  admissionProcess: '/admission-process',
  apply: '/apply',
  importantDates: '/important-dates',
  eligibility: '/eligibility',
  fees: '/fees',
  contact: '/contact',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  brochure: '/brochure.pdf',
} as const;

export type PublicPageKey = Exclude<keyof typeof PATHS, 'whyMisspelt' | 'adminLogin' | 'adminDashboard' | 'brochure'>;

/** Title, description and main heading of each public page. */
export const PAGES: Record<PublicPageKey, PageMeta> = {
  home: {
    path: PATHS.home,
    title: `${SCHOOL_NAME} | ${SCHOOL_STAGES}, CBSE with Islamic Studies, Akola`,
    description: `An English-medium CBSE school in Akola from ${SCHOOL_STAGES}, with Islamic studies and Hifz. Admissions, fees, academics and enquiries.`,
    heading: SCHOOL_TAGLINE,
  },
  why: {
    path: PATHS.why,
    title: `Why ${SCHOOL_NAME}`,
    description:
      'Why parents choose our school: CBSE academics with Islamic values, Hifz, caring teachers and a balanced education.',
    heading: `Why ${SCHOOL_NAME}?`,
    eyebrow: 'Why choose us',
    intro: `Since ${FOUNDED_YEAR}, families in Akola have trusted us with the two things they care about most: their children’s future and their children’s faith.`,
  },
  about: {
    path: PATHS.about,
    title: `About Us | ${SCHOOL_NAME}`,
    description: 'About our school, our campus in Akola and our special facilities: laboratories and library.',
    heading: 'About Us',
    eyebrow: `Since ${FOUNDED_YEAR}`,
    intro: `An English-medium school from ${SCHOOL_STAGES}, where modern education and Islamic values go hand in hand.`,
  },
  studentsJourney: {
    path: PATHS.studentsJourney,
    title: `Student Journey | ${SCHOOL_NAME}`,
    description: `A glimpse into student life: the journey of our students from ${SCHOOL_STAGES}.`,
    heading: 'Student Journey',
    eyebrow: 'A glimpse into student life',
    intro: `From the first day of Nursery to the last day of Grade 12: the journey of our students, ${SCHOOL_STAGES}.`,
  },
  visionMission: {
    path: PATHS.visionMission,
    title: `Vision & Mission | ${SCHOOL_NAME}`,
    description: 'Our vision, mission, concept, key features and academic support.',
    heading: 'Vision & Mission',
    eyebrow: 'What guides us',
    intro: 'Knowledge with faith, and excellence with character.',
  },
  schoolActivities: {
    path: PATHS.schoolActivities,
    title: `School Activities | ${SCHOOL_NAME}`,
    description:
      'Academic and cultural activities through the year, the activity gallery and the annual calendar by term.',
    heading: 'School Activities',
    eyebrow: 'Life at school',
    intro: 'A year full of learning and celebration, planned term by term.',
  },
  infrastructure: {
    path: PATHS.infrastructure,
    title: `Infrastructure | ${SCHOOL_NAME}`,
    description: 'Our facilities, campus safety and campus gallery.',
    heading: 'Infrastructure',
    eyebrow: 'Our campus',
    intro: 'Spaces designed for learning, play and prayer, with safety in every corner.',
  },
  awards: {
    path: PATHS.awards,
    title: `Awards & Recognition | ${SCHOOL_NAME}`,
    description: 'Awards and recognition earned by our students and school.',
    heading: 'Awards & Recognition',
    eyebrow: 'Our pride',
    intro: 'Every award belongs to our students, their teachers and the parents who support them.',
  },
  leadership: {
    path: PATHS.leadership,
    title: `Leadership Team | ${SCHOOL_NAME}`,
    description: 'Meet our Principal, Vice Principal and Academic Coordinator.',
    heading: 'Leadership Team',
    eyebrow: 'Our people',
    intro: 'The team that leads our teachers and looks after every student.',
  },
  academics: {
    path: PATHS.academics,
    title: `Academic Excellence | ${SCHOOL_NAME}`,
    description: 'Curriculum, CBSE grading scale, promotion rules, exam calendar and school schedule.',
    heading: 'Academic Excellence',
    eyebrow: 'Why Al Mahmood',
    intro: 'The CBSE curriculum with Islamic studies, a clear grading scale and a well-planned school year.',
  },
  teaching: {
    path: PATHS.teaching,
    title: `Teaching Methodology | ${SCHOOL_NAME}`,
    description: 'How we teach: Islamic, modern and practical methods.',
    heading: 'Teaching Methodology',
    eyebrow: 'Why Al Mahmood',
    intro: 'Three ways of teaching that work together: Islamic, modern and practical.',
  },
  activities: {
    path: PATHS.activities,
    title: `Extracurricular Activities | ${SCHOOL_NAME}`,
    description: 'Islamic, academic, arts, sports and special activities beyond the classroom.',
    heading: 'Extracurricular Activities',
    eyebrow: 'Why Al Mahmood',
    intro: 'Beyond the classroom, every child finds something to love: faith, ideas, art, sport and special days.',
  },
  global: {
    path: PATHS.global,
    title: `Global Exposure | ${SCHOOL_NAME}`,
    description: 'Global exposure and our partner schools.',
    heading: 'Global Exposure',
    eyebrow: 'Why Al Mahmood',
    intro: 'Rooted in Akola, connected to the world.',
  },
  alumni: {
    path: PATHS.alumni,
    title: `Alumni | ${SCHOOL_NAME}`,
    description: 'Our alumni: doctors, engineers and professionals in India and around the world.',
    heading: 'Our Alumni',
    eyebrow: 'Our graduates',
    intro: 'Doctors, engineers and professionals in India and around the world, who began their journey with us.',
  },
  admissions: {
    path: PATHS.admissions,
    title: `Admissions | ${SCHOOL_NAME}`,
    description: `Admission process, age criteria, documents and fees for ${SCHOOL_STAGES}.`,
    heading: 'Admissions',
    eyebrow: 'Admissions 2025-26',
    intro: 'Everything you need to apply: the process, age criteria, documents and fees.',
  },
  admissionProcess: {
    path: PATHS.admissionProcess,
    title: `Admission Process | ${SCHOOL_NAME}`,
    description: `Admission process, age criteria, documents and fees for ${SCHOOL_STAGES}.`,
    heading: 'Admissions',
  },
  apply: {
    path: PATHS.apply,
    title: `Apply Online | ${SCHOOL_NAME}`,
    description: 'Apply online for admission to our school.',
    heading: 'Application Form',
  },
  importantDates: {
    path: PATHS.importantDates,
    title: `Important Dates 2025-2026 | ${SCHOOL_NAME}`,
    description: 'Exams and results, fee installments, monthly parent-teacher meetings and holidays for 2025-2026.',
    heading: 'Important Dates 2025-2026',
    eyebrow: 'Academic calendar',
    intro: `The dates to keep in your diary this year. The session runs from the ${ACADEMIC_SESSION}.`,
  },
  eligibility: {
    path: PATHS.eligibility,
    title: `Eligibility Criteria | ${SCHOOL_NAME}`,
    description: 'General and academic requirements for admission and the age for each class.',
    heading: 'Eligibility Criteria',
    eyebrow: 'Admissions',
    intro: 'What your child needs for admission, and the right age for each class.',
  },
  fees: {
    path: PATHS.fees,
    title: `Fee Structure | ${SCHOOL_NAME}`,
    description: 'Fee structure, accepted payment methods, payment rules and policies.',
    heading: 'Fee Structure',
    eyebrow: 'Admissions',
    intro: 'Clear fees and simple rules: what you pay, when, and how.',
  },
  contact: {
    path: PATHS.contact,
    title: `Contact Us | ${SCHOOL_NAME}`,
    description:
      'Addresses, email and phone of our schools in Akola and our Dubai office, and the admission enquiry form.',
    heading: 'Contact Us',
  },
};

export interface NavItem {
  label: string;
  /** Shorter label from DESKTOP_BREAKPOINT_PX up to SHORT_LABELS_BELOW_PX, where the full one does not fit. */
  shortLabel?: string;
  path: string;
  children?: { label: string; path: string }[];
}

export const NAV: NavItem[] = [
  { label: 'Home', path: PATHS.home },
  {
    label: 'About Us',
    shortLabel: 'About',
    path: PATHS.about,
    children: [
      { label: 'About Us', path: PATHS.about },
      { label: 'Vision & Mission', path: PATHS.visionMission },
      { label: 'Leadership Team', path: PATHS.leadership },
      { label: 'Awards & Recognition', path: PATHS.awards },
      { label: 'Infrastructure', path: PATHS.infrastructure },
      { label: 'Activities', path: PATHS.schoolActivities },
    ],
  },
  {
    label: 'Why Al Mahmood',
    shortLabel: 'Why Us',
    path: PATHS.why,
    children: [
      { label: 'Academic Excellence', path: PATHS.academics },
      { label: 'Teaching Methodology', path: PATHS.teaching },
      { label: 'Student Journey', path: PATHS.studentsJourney },
      { label: 'Extracurricular Activities', path: PATHS.activities },
      { label: 'Global Exposure', path: PATHS.global },
    ],
  },
  {
    label: 'Admissions',
    path: PATHS.admissions,
    children: [
      { label: 'Admission Process', path: PATHS.admissionProcess },
      { label: 'Fee Structure', path: PATHS.fees },
      { label: 'Eligibility Criteria', path: PATHS.eligibility },
      { label: 'Important Dates', path: PATHS.importantDates },
    ],
  },
  { label: 'Alumni', path: PATHS.alumni },
  { label: 'Contact Us', path: PATHS.contact },
];

// Footer Quick Links: pages of this site, never placeholder links.
export const FOOTER_QUICK_LINKS = [
  { label: 'About Us', path: PATHS.about },
  { label: 'Why Al Mahmood', path: PATHS.why },
  { label: 'Download Brochure', path: PATHS.brochure },
  { label: 'Admissions', path: PATHS.admissions },
  { label: 'Academic Programs', path: PATHS.academics },
  { label: 'Contact', path: PATHS.contact },
] as const;

/** Public pages for the sitemap (canonical paths only). */
export const SITEMAP_PATHS: string[] = Object.entries(PAGES)
  .filter(([key]) => key !== 'admissionProcess')
  .map(([, page]) => page.path);

export function canonicalPath(path: string): string {
  return path === PATHS.admissionProcess ? PATHS.admissions : path;
}

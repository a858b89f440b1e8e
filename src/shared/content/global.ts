// Global Exposure page. The partner schools named here
// are illustrative until the school publishes its partnerships; the page says so.
export const PARTNER_SCHOOLS = [
  {
    name: 'Green Crescent Academy',
    city: 'Dubai',
    country: 'United Arab Emirates',
    programme: 'Student exchange visits and joint Quran recitation events',
  },
  {
    name: 'Oakfield Community School',
    city: 'Leicester',
    country: 'United Kingdom',
    programme: 'Pen-pal letters and shared online classes in English',
  },
  {
    name: 'Taman Ilmu International School',
    city: 'Kuala Lumpur',
    country: 'Malaysia',
    programme: 'Science projects and virtual cultural exchange',
  },
  {
    name: 'Maple Grove Islamic School',
    city: 'Toronto',
    country: 'Canada',
    programme: 'Online debates and teacher exchange workshops',
  },
] as const;

export const GLOBAL_PROGRAMMES = [
  {
    title: 'Virtual Classrooms',
    text: 'Live online sessions where our students meet classmates from partner schools and learn together.',
  },
  {
    title: 'Exchange Visits',
    text: 'Visits to and from partner schools, with our Dubai office helping families in the UAE.',
  },
  {
    title: 'Global Competitions',
    text: 'Olympiads, quizzes and art contests that let students measure themselves against the world.',
  },
  {
    title: 'Language and Culture',
    text: 'English for the world, Arabic for the Quran, and respect for every culture we meet.',
  },
] as const;

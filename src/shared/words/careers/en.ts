// The careers pages' words in English (/careers and /careers/<slug>; docs/architecture.md,
// "Languages"): English is the source, Marathi, Hindi and Urdu are typed against it (`WordsLike`).
// The office's own texts (a vacancy's title, subjects, description) are content, translated in the
// dashboard; these are the words around them. Only components the browser never hydrates read them.

export const EN_CAREERS = {
  /** The post levels, as a visitor reads them (ids in src/shared/careers.ts). */
  postLevels: {
    PRT: 'Primary Teacher (PRT)',
    TGT: 'Trained Graduate Teacher (TGT)',
    PGT: 'Post Graduate Teacher (PGT)',
    'non-teaching': 'Non-teaching staff',
  },
  employmentTypes: {
    'full-time': 'Full time',
    'part-time': 'Part time',
    contract: 'Contract',
  },
  tetRequirements: {
    none: 'Not required',
    CTET: 'CTET',
    'MAHA-TET': 'MAHA-TET',
    'CTET or MAHA-TET': 'CTET or MAHA-TET',
  },
  filters: {
    label: 'Choose vacancies',
    campus: 'Campus',
    allCampuses: 'All campuses',
    level: 'Post level',
    allLevels: 'All posts',
    show: 'Show',
  },
  countOne: '{count} open vacancy',
  countMany: '{count} open vacancies',
  noneOpen: 'There are no vacancies open at the moment.',
  noMatch: 'No open vacancy matches these choices.',
  showAll: 'Show all open vacancies',
  /** The heading of vacancies open at every campus. */
  anyCampus: 'Any campus',
  applyBy: 'Apply by {date}',
  closedOn: 'This vacancy closed on {date}',
  facts: {
    label: 'About this post',
    postLevel: 'Post',
    subjects: 'Subjects',
    classes: 'Classes',
    campus: 'Campus',
    qualifications: 'Qualifications',
    tet: 'Teacher Eligibility Test',
    experience: 'Experience',
    employmentType: 'Employment',
    salary: 'Salary',
    postedOn: 'Posted on',
    closingDate: 'Closing date',
  },
  salaryRange: '{min} – {max} a month',
  salaryExact: '{amount} a month',
  salaryFrom: 'From {min} a month',
  salaryUpTo: 'Up to {max} a month',
  description: 'The post',
  applyHeading: 'Apply for this post',
  applyLink: 'Apply for this post',
  anyPostHeading: 'Not the post you are looking for?',
  anyPostText: 'We keep applications from good teachers and staff for the posts that open later.',
  anyPostLink: 'Apply for any suitable post',
  allVacancies: 'All vacancies',
  gone: {
    heading: 'This vacancy is no longer advertised',
    text: 'The school has taken this vacancy off its website.',
    link: 'See the open vacancies',
  },
};

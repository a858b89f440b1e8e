import { APPLY_PAGE_WORDS } from '../../content/apply-words';
import { CONTACT_PAGE_WORDS } from '../../content/contact-words';
import { SCHOOL_HOURS } from '../../content/school-facts';
import { NOT_APPLICABLE, NOT_YET_PUBLISHED, SELF_ATTESTED_NOTE } from '../../disclosure';

// The English words around the forms and on the statutory pages (docs/architecture.md, "Languages",
// "The words around the forms and the statutory pages"): the Contact and Apply pages around their
// forms, the TC verification page's panel, the privacy notice's frame and the mandatory public
// disclosure's labels. English is the source: it names the English modules' own words, so an
// English page's HTML is what it was; Marathi, Hindi and Urdu are typed against it.

export const EN_CONTACT = {
  eyebrow: CONTACT_PAGE_WORDS.eyebrow,
  intro: CONTACT_PAGE_WORDS.intro,
  getInTouch: CONTACT_PAGE_WORDS.getInTouch,
  phone: CONTACT_PAGE_WORDS.phone,
  email: CONTACT_PAGE_WORDS.email,
  addresses: CONTACT_PAGE_WORDS.addresses,
  timings: CONTACT_PAGE_WORDS.timings,
  schoolHours: 'School hours, {group}: {hours}',
  /** The groups SCHOOL_HOURS names, in its order. */
  hoursGroups: { classes: SCHOOL_HOURS[0].group, prePrimary: SCHOOL_HOURS[1].group },
  parentTeacherMeeting: 'Parent-teacher meeting: {when}',
  readyToApply: CONTACT_PAGE_WORDS.readyToApply,
  applyLink: CONTACT_PAGE_WORDS.applyLink,
  applyAfter: CONTACT_PAGE_WORDS.applyAfter,
  enquiryTitle: CONTACT_PAGE_WORDS.enquiryTitle,
} as const;

const { eyebrow: _eyebrow, ...APPLY_REST } = APPLY_PAGE_WORDS;

export const EN_APPLY = {
  ...APPLY_REST,
  /** Names the year parents apply for. */
  eyebrow: 'Admissions {year}',
} as const;

export const EN_TC_PAGE = {
  aboutTitle: 'About this service',
  aboutPoints: {
    forSchools: 'For schools admitting a student who left us: confirm that the transfer certificate is genuine.',
    bothMatch: 'A certificate is shown only when its TC number and the student’s date of birth both match.',
    noList: 'To protect our students, no list of certificates is published.',
  },
  contactNote: 'No match, or a question about a certificate? Contact the school office:',
} as const;

/** The frame of the privacy notice and the statements; the notice's sections are privacy-en.ts. */
export const EN_PRIVACY_PAGE = {
  contents: 'On this page',
  /** Before the date the version was published (the date follows). */
  version: 'Version {version}, published ',
  footnote: 'This is version {version} of the notice, published ',
  footnoteAfter:
    '. When the notice changes it gets a new version; each enquiry and application keeps the version that was current when it was sent.',
  loadFailed: 'The privacy notice could not be loaded just now. Please try again in a few minutes.',
  loading: 'Loading the privacy notice...',
} as const;

/** The CBSE disclosure's labels (Appendix IX), in CBSE's wording in English. */
export const EN_DISCLOSURE = {
  lastUpdated: 'Last updated: ',
  notApplicable: NOT_APPLICABLE,
  notYetPublished: NOT_YET_PUBLISHED,
  viewOnSite: 'View on this site',
  viewDocument: 'View document',
  pdfSize: ' (PDF, {size})',
  issued: 'Issued {date}',
  validUntil: 'Valid until {date}',
  slNo: 'Sl. No',
  sNo: 'S.No',
  information: 'Information',
  details: 'Details',
  general: {
    title: 'A. General information',
    name: 'Name of the school',
    affiliationNo: 'Affiliation No.',
    schoolCode: 'School code',
    address: 'Complete address with PIN code',
    principal: 'Principal name and qualification',
    email: 'School e-mail ID',
    phone: 'Contact details (landline/mobile)',
  },
  documents: {
    title: 'B. Documents and information',
    document: 'Documents/Information',
    upload: 'Upload documents',
    selfAttested: SELF_ATTESTED_NOTE,
  },
  /** Table B's and C's rows by their item (DISCLOSURE_ITEMS' labels). */
  items: {
    'affiliation-letter': 'Copies of affiliation/upgradation letter and recent extension of affiliation, if any',
    'society-registration': 'Copies of society/trust/company registration/renewal certificate, as applicable',
    noc: 'Copy of No Objection Certificate (NOC) issued, if applicable, by the State Govt./UT',
    'rte-recognition': 'Copies of recognition certificate under RTE Act, 2009, and its renewal if applicable',
    'building-safety': 'Copy of valid building safety certificate as per the National Building Code',
    'fire-safety': 'Copy of valid fire safety certificate issued by the competent authority',
    'deo-certificate':
      'Copy of the DEO certificate submitted by the school for affiliation/upgradation/extension of affiliation or self certification by school',
    'water-health-sanitation': 'Copies of valid water, health and sanitation certificates',
    'fee-structure': 'Fee structure of the school',
    'academic-calendar': 'Annual academic calendar',
    'smc-list': 'List of School Management Committee (SMC)',
    'pta-list': 'List of Parents Teachers Association (PTA) members',
  },
  academics: {
    title: 'C. Result and academics',
    resultClass: 'Result class: {level}',
    boardResults: 'Board results, Class {level}',
    year: 'Year',
    registered: 'No. of registered students',
    passed: 'No. of students passed',
    percentage: 'Pass percentage',
    remarks: 'Remarks',
    annualReport: 'Annual report',
    annualReportOf: 'Annual report {year} (PDF, {size})',
  },
  staff: {
    title: 'D. Staff (teaching)',
    number: 'Number/Strength',
    names: 'Name and Qualifications',
    principal: 'Principal',
    vicePrincipal: 'Vice Principal',
    head: 'Headmistress/Headmaster',
    total: 'Total number of teachers (all)',
    totalNote: 'PGT, TGT and PRT together',
    listOf: 'List of {grade} teachers',
    listHidden: ' with names and qualifications',
    ratio: 'Teachers section ratio',
    ratioNote: '{teachers} teachers for {sections} sections',
    specialEducator: 'Details of special educator',
    counsellor: 'Details of counsellor and wellness teacher',
    teachersHeading: '{grade} teachers: names and qualifications',
    teachers: '{grade} teachers',
    name: 'Name',
    subject: 'Subject',
    qualifications: 'Qualifications',
  },
  infrastructure: {
    title: 'E. School infrastructure',
    area: 'Total campus area of the school (in square metres)',
    classrooms: 'No. and size of the class rooms (in square metres)',
    classroomsValue: '{count} rooms of {size}',
    laboratories: 'No. and size of laboratories including computer labs (in square metres)',
    laboratoriesValue: '{count} laboratories of {size}',
    internet: 'Internet facility (Y/N)',
    girlsToilets: "No. of girls' toilets",
    boysToilets: "No. of boys' toilets",
    video: 'Link of YouTube video of the inspection of school covering the infrastructure of the school',
    watchVideo: 'Watch the inspection video on YouTube',
    squareMetres: '{area} sq. m',
  },
  campus: 'Campus',
  print: 'Print',
  examples: 'Some values below are examples that the school office has not yet replaced with the campus’s own.',
  loadFailed: 'The disclosure could not be loaded. Please try again in a few minutes.',
  noCampus: 'No campus has this address. ',
  everyCampus: 'See the disclosure of every campus',
  everyCampusAfter: '.',
} as const;

/** The parts above, as the pages' catalogue holds them. */
export const EN_STATUTORY = {
  contact: EN_CONTACT,
  apply: EN_APPLY,
  tcPage: EN_TC_PAGE,
  privacyPage: EN_PRIVACY_PAGE,
  disclosure: EN_DISCLOSURE,
} as const;

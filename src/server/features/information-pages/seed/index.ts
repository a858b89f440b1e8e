import type { PageDocumentInput } from '../../../../shared/page-content/document';
import type { EditablePageKey } from '../../../../shared/page-content/pages';
import { ABOUT } from './about';
import { ACADEMICS } from './academics';
import { ACTIVITIES } from './activities';
import { ADMISSIONS } from './admissions';
import { ALUMNI } from './alumni';
import { AWARDS } from './awards';
import { ELIGIBILITY } from './eligibility';
import { FEES } from './fees';
import { GLOBAL } from './global';
import { HOME } from './home';
import { IMPORTANT_DATES } from './important-dates';
import { INFRASTRUCTURE } from './infrastructure';
import { LEADERSHIP } from './leadership';
import { SCHOOL_ACTIVITIES } from './school-activities';
import { STUDENTS_JOURNEY } from './students-journey';
import { TEACHING } from './teaching';
import { VISION_MISSION } from './vision-mission';
import { WHY } from './why';

// Each editable page's first document: the words the site shipped with, seeded once per install
// (seedPageDocuments). After that the page is the office's; these are never read again for it.
const PAGE_SEEDS: Record<EditablePageKey, PageDocumentInput> = {
  about: ABOUT,
  academics: ACADEMICS,
  activities: ACTIVITIES,
  admissions: ADMISSIONS,
  alumni: ALUMNI,
  awards: AWARDS,
  eligibility: ELIGIBILITY,
  fees: FEES,
  global: GLOBAL,
  home: HOME,
  importantDates: IMPORTANT_DATES,
  infrastructure: INFRASTRUCTURE,
  leadership: LEADERSHIP,
  schoolActivities: SCHOOL_ACTIVITIES,
  studentsJourney: STUDENTS_JOURNEY,
  teaching: TEACHING,
  visionMission: VISION_MISSION,
  why: WHY,
};

/** The page's first document. */
export const pageSeed = (page: EditablePageKey): PageDocumentInput => PAGE_SEEDS[page];

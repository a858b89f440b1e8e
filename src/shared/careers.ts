// The facts of recruiting at an Indian CBSE school (docs/decisions/053-careers.md): the post levels,
// the teacher training and eligibility tests a candidate may hold, the stages of the principal's
// shortlist. Ids are stored; the words each side shows are in the catalogues (English here for the
// dashboard, whose words are English).

/** Primary, Trained Graduate and Post Graduate Teachers, and everyone else the school employs. */
export const POST_LEVELS = ['PRT', 'TGT', 'PGT', 'non-teaching'] as const;
export type PostLevel = (typeof POST_LEVELS)[number];
export const POST_LEVEL_LABELS: Record<PostLevel, string> = {
  PRT: 'PRT (Primary Teacher, classes I-V)',
  TGT: 'TGT (Trained Graduate Teacher, classes VI-X)',
  PGT: 'PGT (Post Graduate Teacher, classes XI-XII)',
  'non-teaching': 'Non-teaching',
};

/** schema.org's employmentType values, one for each kind the school offers. */
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  'full-time': 'Full time',
  'part-time': 'Part time',
  contract: 'Contract',
};
export const SCHEMA_ORG_EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
};

/** The Teacher Eligibility Test a vacancy asks for (CBSE requires one for classes I-VIII). */
export const TET_REQUIREMENTS = ['none', 'CTET', 'MAHA-TET', 'CTET or MAHA-TET'] as const;
export type TetRequirement = (typeof TET_REQUIREMENTS)[number];
export const TET_REQUIREMENT_LABELS: Record<TetRequirement, string> = {
  none: 'Not required',
  CTET: 'CTET',
  'MAHA-TET': 'MAHA-TET',
  'CTET or MAHA-TET': 'CTET or MAHA-TET',
};

/** The teacher training a candidate holds. */
export const TEACHER_TRAINING = ['none', 'B.Ed', 'D.El.Ed', 'both'] as const;
export type TeacherTraining = (typeof TEACHER_TRAINING)[number];
/** The Teacher Eligibility Test a candidate passed. */
export const TET_TAKEN = ['none', 'CTET', 'MAHA-TET', 'both'] as const;
export type TetTaken = (typeof TET_TAKEN)[number];
/** Paper I qualifies for classes I-V, paper II for VI-VIII. */
export const TET_PAPERS = ['I', 'II', 'both'] as const;
export type TetPaper = (typeof TET_PAPERS)[number];

export const VACANCY_STATUSES = ['draft', 'published', 'archived'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];
export const VACANCY_STATUS_LABELS: Record<VacancyStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

/** The principal's shortlist, in order; the last two end it without an appointment. */
export const CANDIDATE_STAGES = [
  'received',
  'screened',
  'demo-lesson',
  'interview',
  'offered',
  'appointed',
  'not-selected',
  'withdrawn',
] as const;
export type CandidateStage = (typeof CANDIDATE_STAGES)[number];
export const CANDIDATE_STAGE_LABELS: Record<CandidateStage, string> = {
  received: 'Received',
  screened: 'Screened',
  'demo-lesson': 'Demo lesson',
  interview: 'Interview',
  offered: 'Offered',
  appointed: 'Appointed',
  'not-selected': 'Not selected',
  withdrawn: 'Withdrawn',
};

/** A CV is a PDF of at most this size. */
export const MAX_CV_BYTES = 5 * 1024 * 1024;
/** The prefix of an application's reference: JOB-2026-00012. */
export const CANDIDATE_REFERENCE_PREFIX = 'JOB';

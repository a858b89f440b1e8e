// Every sentence of the principal's shortlist (docs/decisions/053-careers.md): the dashboard's
// Candidates section, its reply templates and their first words. The dashboard's words are English;
// the stages' names are CANDIDATE_STAGE_LABELS (src/shared/careers.ts). The interview invitation's
// e-mail speaks the candidate's language: src/shared/words/careers-mail/.

/** The fields a candidate template may use, in braces, with what each is filled with. */
export const CANDIDATE_TEMPLATE_FIELDS = [
  { name: 'candidateName', help: "The candidate's name" },
  { name: 'reference', help: 'The application’s reference, for example JOB-2026-00012' },
  { name: 'post', help: 'The vacancy applied for (“any suitable post” when none)' },
  { name: 'schoolName', help: "The school's name (Settings)" },
] as const;
export type CandidateTemplateField = (typeof CANDIDATE_TEMPLATE_FIELDS)[number]['name'];

export const CANDIDATE_TEMPLATE_LIMITS = { name: 80, subject: 150, body: 4000 } as const;

/** The recruitment's first templates, seeded once (features/careers/templates.ts). */
export const DEFAULT_CANDIDATE_TEMPLATES = [
  {
    name: 'regret',
    subject: 'Your application to {schoolName} ({reference})',
    body: [
      'Dear {candidateName},',
      '',
      'Thank you for applying for {post} at {schoolName} and for the time you gave to your application.',
      '',
      'We have considered it carefully and regret that we are not able to take it further this time. We wish you every success, and you are welcome to apply again for a future vacancy.',
      '',
      'With best wishes,',
      'The Principal, {schoolName}',
    ].join('\n'),
  },
  {
    name: 'interview',
    subject: 'Invitation to an interview at {schoolName} ({reference})',
    body: [
      'Dear {candidateName},',
      '',
      'Thank you for applying for {post} at {schoolName}. We would like to meet you for an interview. We will write again with the date, time and place; please reply to this e-mail if some days do not suit you.',
      '',
      'Please bring your original certificates and a photo identity card.',
      '',
      'With best wishes,',
      'The Principal, {schoolName}',
    ].join('\n'),
  },
] as const;

/** What a candidate's {post} is when they applied for any suitable post. */
export const ANY_POST = 'any suitable post';

export const CANDIDATE_TEMPLATE_MESSAGES = {
  nameRequired: 'Name is required',
  nameLong: `Name must be at most ${CANDIDATE_TEMPLATE_LIMITS.name} characters`,
  subjectRequired: 'Subject is required',
  subjectLong: `Subject must be at most ${CANDIDATE_TEMPLATE_LIMITS.subject} characters`,
  subjectOneLine: 'Subject must be on one line',
  bodyRequired: 'Message is required',
  bodyLong: `Message must be at most ${CANDIDATE_TEMPLATE_LIMITS.body} characters`,
  unknownField: (name: string) => `{${name}} is not a field a template can use`,
  unbalanced: 'A brace is not closed: write fields as {candidateName}',
  templateOrText: 'Choose a template, or write a subject and a message',
  templateMissing: 'This template no longer exists',
  mailOff: 'E-mail is not set up on this server, so nothing can be sent',
  noEmail: 'This candidate gave no e-mail address',
} as const;

export const SCHEDULE_KINDS = ['interview', 'demo-lesson'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];
export const SCHEDULE_KIND_LABELS: Record<ScheduleKind, string> = {
  interview: 'Interview',
  'demo-lesson': 'Demo lesson',
};
export const DEFAULT_MEETING_MINUTES = 45;

export const SCHEDULE_MESSAGES = {
  date: 'Enter the date',
  time: 'Enter the time',
  duration: 'Enter a duration between 15 and 480 minutes',
  placeRequired: 'Enter the place',
  placeLong: 'The place must be at most 200 characters',
  noteLong: 'The note must be at most 2000 characters',
  noteRequired: 'Write the note',
} as const;

/** The dashboard's Candidates section. */
export const CAREERS_WORDS = {
  title: 'Candidates',
  description: 'Applications sent from the careers page. Only Owners see them.',
  search: 'Search candidates',
  searchPlaceholder: 'Name, phone, e-mail or reference',
  vacancy: 'Vacancy',
  allVacancies: 'All vacancies',
  anyPost: 'Any suitable post',
  stage: 'Stage',
  /** The stage form's heading: the select inside it is labelled `stage`. */
  moveStage: 'Move to another stage',
  allStages: 'All stages',
  stageCounts: 'Candidates by stage',
  loading: 'Loading candidates…',
  loadError: 'The candidates could not be loaded.',
  empty: 'No candidates found.',
  pagesLabel: 'Candidate pages',
  noun: 'candidates',
  open: (name: string) => `Open ${name}'s application`,
  back: 'Back to the list',
  details: 'Details',
  reference: 'Reference',
  appliedFor: 'Applied for',
  applied: 'Applied',
  phone: 'Phone',
  email: 'E-mail',
  qualification: 'Qualification',
  teacherTraining: 'Teacher training',
  tet: 'Teacher Eligibility Test',
  experience: 'Experience',
  years: (n: number) => (n === 1 ? '1 year' : `${n} years`),
  currentSchool: 'Current school',
  boards: 'Boards taught',
  coverNote: 'Cover note',
  keepForFuture: 'Kept for future vacancies',
  yes: 'Yes',
  no: 'No',
  none: '—',
  openCv: 'Open CV',
  openCvLabel: (name: string) => `Open ${name}'s CV (PDF, opens in a new tab)`,
  noCv: 'No CV on file',
  saveStage: 'Save stage',
  stageSaved: 'Stage saved',
  note: 'Note',
  addNote: 'Add note',
  noteSaved: 'Note added',
  schedule: 'Schedule interview or demo lesson',
  kind: 'Kind',
  date: 'Date',
  time: 'Time',
  duration: 'Duration (minutes)',
  place: 'Place',
  scheduleButton: 'Schedule and send the invitation',
  scheduled: 'Scheduled; the invitation is on its way',
  reply: 'Send a reply',
  template: 'Template',
  chooseTemplate: 'Choose a template',
  subject: 'Subject',
  body: 'Message',
  send: 'Send reply',
  replySent: 'Reply queued for sending',
  timeline: 'Timeline',
  noTimeline: 'Nothing yet.',
  alsoApplied: 'Also applied',
  noDuplicates: 'No other application with this phone or e-mail.',
  saveFailed: 'Could not save. Please try again.',
  events: {
    applied: 'Applied',
    stage: (from: string, to: string) => `Stage: ${from} → ${to}`,
    note: 'Note',
    reply: (subject: string) => `Reply sent: ${subject}`,
    schedule: (kind: string, when: string, place: string) => `${kind} scheduled: ${when}, ${place}`,
    cv: 'CV opened',
    export: 'Exported to staff records',
  },
  by: (actor: string) => `by ${actor}`,
  /** The section's two views: the candidates, and the reply templates the office edits. */
  views: 'Candidates or reply templates',
  viewCandidates: 'Candidates',
  viewTemplates: 'Reply templates',
  exportTitle: 'Staff records',
  exportIntro:
    'Export the appointed candidate’s whole record (details, timeline and CV) for the school’s staff records.',
  exportButton: 'Export for staff records',
  exporting: 'Exporting…',
  exported: 'The export is downloading',
  exportFailed: 'The export could not be made. Please try again.',
  exportedOn: (date: string) => `Exported on ${date}`,
  notExported: 'Not exported yet.',
  erasesOn: (date: string) =>
    `The site erases this record on ${date} (Settings → Privacy: how long an appointed candidate's record is kept).`,
} as const;

/** The Reply templates view of the Candidates section (candidate-templates.tsx). */
export const CANDIDATE_TEMPLATE_WORDS = {
  title: 'Reply templates',
  description:
    'The replies the principal sends from a candidate’s page. Fields in braces are filled for each candidate.',
  add: 'New template',
  loading: 'Loading the templates…',
  loadFailed: 'The templates could not be loaded.',
  retry: 'Retry',
  empty: 'No templates yet.',
  list: 'Templates',
  edit: 'Edit',
  editLabel: (name: string) => `Edit the template “${name}”`,
  remove: 'Delete',
  removeLabel: (name: string) => `Delete the template “${name}”`,
  createTitle: 'New reply template',
  editTitle: 'Edit reply template',
  nameLabel: 'Name',
  nameHint: 'What the office chooses it by, for example “regret”.',
  subjectLabel: 'Subject',
  bodyLabel: 'Message',
  fieldsTitle: 'Fields you can use',
  fieldsIntro: 'Write a field in braces in the subject or the message; each candidate’s reply has it filled in.',
  created: 'Template created',
  updated: 'Template saved',
  createFailed: 'The template could not be created.',
  updateFailed: 'The template could not be saved.',
  deleted: 'Template deleted',
  deleteFailed: 'The template could not be deleted.',
} as const;

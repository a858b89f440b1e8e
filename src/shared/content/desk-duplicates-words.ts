// What the office reads about possible duplicates, merges, links between an application and its
// enquiry, and an application started from an enquiry: defined once, so they can be translated.

export const DUPLICATES_WORDS = {
  /** The list row's marker. */
  possibleDuplicateOf: (reference: string) => `Possible duplicate of ${reference}`,
  panelTitle: 'Duplicates and links',
  loading: 'Loading duplicates and links...',
  loadFailed: 'Could not load duplicates and links',
  possibleDuplicates: 'Possible duplicates',
  noDuplicates: 'No other record shares this mobile number or e-mail.',
  matchedBy: { mobile: 'same mobile', email: 'same e-mail' } as const,
  received: 'Received',
  mergeThisInto: (reference: string) => `Merge this into ${reference}`,
  mergeConfirm: (duplicate: string, kept: string) =>
    `Merge ${duplicate} into ${kept}? ${duplicate} will be closed as Duplicate; both timelines are kept.`,
  merged: (duplicate: string, kept: string) => `${duplicate} merged into ${kept}`,
  mergeFailed: 'Could not merge',
  mergedInto: (reference: string) => `This record is merged into ${reference}.`,
  mergedHere: 'Merged into this record',
  mergedTimeline: (reference: string) => `Timeline of ${reference}`,
  noEvents: 'Nothing recorded yet.',
  linkedEnquiry: 'Enquiry this application continues',
  noLinkedEnquiry: 'Not linked to an enquiry.',
  candidateEnquiries: 'Enquiries from the same family',
  noCandidates: 'No enquiry shares this mobile number or e-mail.',
  linkTo: (reference: string) => `Link to ${reference}`,
  linked: (application: string, enquiry: string) => `${application} linked to ${enquiry}`,
  linkFailed: 'Could not link',
  unlink: (reference: string) => `Unlink ${reference}`,
  unlinked: 'Link removed',
  unlinkFailed: 'Could not remove the link',
  linkedApplications: 'Applications from this enquiry',
  noLinkedApplications: 'No application is linked to this enquiry yet.',
  openRecord: (reference: string) => `Open ${reference}`,
  startApplication: 'Start an application',
  startTitle: (reference: string) => `Start an application from ${reference}`,
  startIntro:
    'What the parent already wrote in the enquiry is filled in. Complete the rest from what the parent tells you.',
  parentWhoEnquired: (name: string) => `The parent who enquired: ${name}`,
  useAsFather: "Use as father's name",
  useAsMother: "Use as mother's name",
  consentLabel: "The parent or guardian confirmed they are the child's parent or lawful guardian and consented",
  consentRequired: 'Please confirm that the parent or guardian consented before starting the application',
  createApplication: 'Create application',
  creating: 'Creating...',
  cancel: 'Cancel',
  started: (reference: string) => `Application ${reference} started`,
  startFailed: 'Could not start the application',
  choose: 'Choose...',
  optional: '(optional)',
} as const;

/** Why a merge, link or start is refused: shown as the server says it. */
export const DUPLICATES_REFUSALS = {
  mergeIntoItself: 'A record cannot be merged into itself.',
  acrossKinds: 'An enquiry can only be merged into an enquiry, and an application into an application.',
  missing: 'This record no longer exists.',
  missingOther: 'The record to merge into no longer exists.',
  alreadyMerged: (reference: string) => `This record is already merged into ${reference}.`,
  intoMerged: (reference: string, kept: string) =>
    `${reference} is itself merged into ${kept}: merge into ${kept} instead.`,
  enquiryMerged: (reference: string, kept: string) => `${reference} is merged into ${kept}: use ${kept} instead.`,
  linkedElsewhere: (reference: string) => `This application is already linked to ${reference}: unlink it first.`,
  notLinked: 'This application is not linked to an enquiry.',
  missingApplication: 'Application not found',
  missingEnquiry: 'The enquiry no longer exists.',
} as const;

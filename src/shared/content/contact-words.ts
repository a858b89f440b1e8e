// The words of /contact around the school's details (settings) and the Enquiry Form, whose own words
// are in src/shared/enquiry-form.ts.

export const CONTACT_PAGE_WORDS = {
  eyebrow: 'We are here to help',
  intro: 'Call, write or visit us, or send an enquiry and our admissions team will get back to you.',
  getInTouch: 'Get in touch',
  phone: 'Phone',
  email: 'Email',
  addresses: 'Our addresses',
  timings: 'School timings',
  schoolHours: (group: string, hours: string) => `School hours, ${group}: ${hours}`,
  parentTeacherMeeting: (when: string) => `Parent-teacher meeting: ${when}`,
  /** "Ready to apply? Fill in the online application.", the second part a link to /apply. */
  readyToApply: 'Ready to apply? ',
  applyLink: 'Fill in the online application',
  applyAfter: '.',
  enquiryTitle: 'Send an enquiry',
} as const;

// The interview or demo-lesson invitation a candidate receives (features/careers/interview-mail.ts),
// in English: the words every other language mirrors (index.ts). Its text is the invitation's as it
// was before it spoke the candidate's language, word for word.

export const EN_CAREERS_MAIL = {
  /** The meeting's kind as a title ('Interview at …') and within a sentence ('to an interview'). */
  kinds: {
    interview: { title: 'Interview', inSentence: 'interview' },
    'demo-lesson': { title: 'Demo lesson', inSentence: 'demo lesson' },
  },
  /** What {post} is when the candidate applied for any suitable post. */
  anyPost: 'any suitable post',
  subject: '{kind} at {schoolName}: {when} ({reference})',
  body: [
    'Dear {candidateName},',
    '',
    'Thank you for applying for {post} at {schoolName}. We would like to invite you to a {kindLower}:',
    '',
    'When: {when} ({minutes} minutes)',
    'Where: {place}',
    '',
    'The attached calendar file adds it to your calendar. Please reply to this e-mail to confirm, or if the time does not suit you.',
    '',
    'With best wishes,',
    'The Principal, {schoolName}',
  ],
  /** The calendar entry's title (the .ics SUMMARY). */
  summary: '{kind} at {schoolName} ({reference})',
  /** The day and the time of the meeting: '10 December 2026, 10:30 am'. */
  when: '{date}, {time}',
  filename: 'invitation.ics',
} as const;

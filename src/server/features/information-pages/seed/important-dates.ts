import type { PageDocumentInput } from '../../../../shared/page-content/document';

// "Important Dates" as the site first shipped it (docs/decisions/038-pages-as-data.md): seeded once, then
// the office's. The dates are the school calendar's events of one academic year (Calendar in the
// dashboard, docs/decisions/020-calendar-and-ical.md), shown as data blocks; {calendarYear} names that year.
export const IMPORTANT_DATES: PageDocumentInput = {
  settings: {
    title: 'Important Dates {calendarYear}',
    heading: 'Important Dates {calendarYear}',
    eyebrow: 'Academic calendar',
    intro: 'The dates to keep in your diary this year. The session runs from the {academicSession}.',
    description:
      'Exams and results, fee installments, monthly parent-teacher meetings and holidays for {calendarYear}.',
  },
  sections: [
    {
      kind: 'band',
      id: 'exams-title',
      eyebrow: 'Exams',
      title: 'Exams and results',
      blocks: [{ kind: 'data', source: 'examDates' }],
    },
    {
      kind: 'band',
      id: 'fees-title',
      soft: true,
      eyebrow: 'Fees',
      title: 'Fee installments',
      blocks: [
        {
          kind: 'cards',
          columns: 3,
          source: 'feeInstallments',
          toneFrom: 2,
          items: [
            {
              title: 'Admission form fee',
              icon: 'star',
              text: 'Admission form fee ({admissionFee}, non-refundable): with the application form',
            },
          ],
        },
        {
          kind: 'note',
          text: 'Please note: the fee rules also state that the annual tuition fee is paid in full at admission in June; there are no installments. The School Accounts Office will confirm which applies to your child.',
        },
      ],
    },
    {
      kind: 'band',
      id: 'ptm-title',
      eyebrow: 'Parents',
      title: 'Monthly parent-teacher meetings',
      intro: '{ptm}.',
      blocks: [{ kind: 'data', source: 'ptmDates' }],
    },
    {
      kind: 'band',
      id: 'holidays-title',
      soft: true,
      eyebrow: 'Holidays',
      title: 'Holidays ({holidayCount})',
      blocks: [{ kind: 'data', source: 'holidays' }],
    },
    {
      kind: 'cta',
      title: 'Begin your child’s journey with us',
      text: 'Apply online in a few minutes, or send us an enquiry and the school office will call you back.',
    },
  ],
};

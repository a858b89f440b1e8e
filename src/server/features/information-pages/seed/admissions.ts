import type { PageDocumentInput } from '../../../../shared/page-content/document';

// "Admissions" as the site first shipped it (docs/decisions/038-pages-as-data.md): seeded once, then the
// office's. /admission-process shows the same document under its own title. The ₹2,000 form fee is
// the {admissionFee} field, so a fee head changed in Fees changes every sentence that states it. The
// admission steps and the document checklist are Settings lists (data blocks), which the brochure,
// /apply and the FAQ state too (docs/decisions/044-one-academic-year.md).
export const ADMISSIONS: PageDocumentInput = {
  settings: {
    title: 'Admissions',
    heading: 'Admissions',
    eyebrow: 'Admissions {admissionYear}',
    intro: 'Everything you need to apply: the process, age criteria, documents and fees.',
    description: 'Admission process, age criteria, documents and fees for {schoolStages}.',
  },
  sections: [
    {
      kind: 'tabs',
      label: 'Admission information',
      blocks: [{ kind: 'data', source: 'admissionsNotice' }],
      tabs: [
        {
          id: 'overview',
          label: 'Overview',
          blocks: [
            {
              kind: 'subsection',
              title: 'Joining our school',
              lead: 'We welcome children from {schoolStages}. Admission follows four simple steps, and the school office is happy to guide you at each one.',
              blocks: [
                {
                  kind: 'facts',
                  items: [
                    { term: 'Academic session', value: 'From the {academicSession}' },
                    { term: 'When to apply', value: 'Preferably by {applyBy}, before the session begins' },
                    {
                      term: 'Mid-year admission',
                      value: 'Mid-year vacancies are limited; please enquire at the school office.',
                    },
                  ],
                },
              ],
              art: {
                kind: 'illustration',
                illustration: 'graduation',
                label: 'Illustration: a graduation cap',
                tone: 1,
              },
            },
            {
              kind: 'subsection',
              title: 'Admission process',
              blocks: [{ kind: 'data', source: 'admissionSteps' }],
            },
          ],
        },
        {
          id: 'age-criteria',
          label: 'Age Criteria',
          blocks: [
            {
              kind: 'subsection',
              title: 'Age criteria',
              lead: 'The minimum age is 3 years for Nursery and rises by one year for each class, up to 17 years for Class XII, as per the norms of the state education department.',
              blocks: [],
            },
            {
              kind: 'table',
              caption: 'Minimum age by class',
              columns: ['Class', 'Minimum age'],
              rows: [
                ['Nursery', '3 years'],
                ['LKG', '4 years'],
                ['UKG', '5 years'],
                ['Class I', '6 years'],
                ['Class II', '7 years'],
                ['Class III', '8 years'],
                ['Class IV', '9 years'],
                ['Class V', '10 years'],
                ['Class VI', '11 years'],
                ['Class VII', '12 years'],
                ['Class VIII', '13 years'],
                ['Class IX', '14 years'],
                ['Class X', '15 years'],
                ['Class XI', '16 years'],
                ['Class XII', '17 years'],
              ],
            },
            {
              kind: 'note',
              text: 'See [Eligibility Criteria](/eligibility) for the age range of each early class and the other requirements.',
            },
          ],
        },
        {
          id: 'documents',
          label: 'Documents',
          blocks: [
            {
              kind: 'panels',
              columns: 2,
              items: [
                {
                  title: 'Admission form',
                  icon: 'book',
                  tone: 0,
                  accent: true,
                  level: 2,
                  blocks: [
                    {
                      kind: 'text',
                      body: 'The admission form is available from the school office.\n\n**Admission form fee: {admissionFee} (non-refundable)**',
                    },
                    {
                      kind: 'note',
                      text: 'You can also start with our online application form and complete the rest at the school office.',
                    },
                    { kind: 'link', label: 'Apply Online', link: '/apply', button: 'outline' },
                  ],
                },
                {
                  title: 'Document checklist',
                  icon: 'shield',
                  tone: 1,
                  accent: true,
                  level: 2,
                  blocks: [{ kind: 'data', source: 'documentChecklist' }],
                },
              ],
            },
          ],
        },
        {
          id: 'fees-payment',
          label: 'Fees & Payment',
          blocks: [
            { kind: 'data', source: 'feeTable' },
            { kind: 'data', source: 'feeNote' },
            {
              kind: 'panels',
              columns: 2,
              items: [
                {
                  title: 'Admission confirmation',
                  level: 2,
                  blocks: [
                    { kind: 'note', text: 'Admission is confirmed only when all of these are submitted:' },
                    { kind: 'data', source: 'feeConfirmation' },
                  ],
                },
                {
                  title: 'How to pay',
                  level: 2,
                  blocks: [
                    { kind: 'data', source: 'feePaymentMethods' },
                    { kind: 'data', source: 'feeRefusedPayment' },
                    { kind: 'note', text: 'Full details are on the [Fee Structure](/fees) page.' },
                  ],
                },
              ],
            },
            { kind: 'link', label: 'Contact School Office', link: '/contact', button: 'primary' },
          ],
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Begin your child’s journey with us',
      text: 'Apply online in a few minutes, or send us an enquiry and the school office will call you back.',
    },
  ],
};

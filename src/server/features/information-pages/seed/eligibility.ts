import type { PageDocumentInput } from '../../../../shared/page-content/document';
import { PATHS } from '../../../../shared/paths';

// "Eligibility Criteria" as the site first shipped it (docs/decisions/038-pages-as-data.md): seeded
// once, then the office's. The age of each class follows the minimum ages of the Admissions page
// (MIN_AGE_BY_CLASS), which lists them up to Class XII.
export const ELIGIBILITY: PageDocumentInput = {
  settings: {
    title: 'Eligibility Criteria',
    heading: 'Eligibility Criteria',
    eyebrow: 'Admissions',
    intro: 'What your child needs for admission, and the right age for each class.',
    description: 'General and academic requirements for admission and the age for each class.',
  },
  sections: [
    {
      kind: 'band',
      blocks: [
        {
          kind: 'cards',
          columns: 2,
          accent: true,
          level: 2,
          items: [
            {
              title: 'General requirements',
              icon: 'shield',
              text: '',
              items: [
                'Age appropriate for the class',
                'Previous academic records',
                'Birth certificate',
                'Medical fitness certificate',
                'Passport size photographs',
                'Transfer certificate (if applicable)',
              ],
            },
            {
              title: 'Academic requirements',
              icon: 'graduation',
              text: '',
              items: [
                'Minimum {minMarksPercent}% marks in the previous class',
                'Good conduct certificate',
                'English proficiency assessment',
                'Basic Islamic knowledge (preferred)',
                'Interview with parents',
                'Entrance test for higher classes',
              ],
            },
          ],
        },
      ],
    },
    {
      kind: 'band',
      id: 'age-title',
      soft: true,
      eyebrow: 'Age criteria',
      title: 'Age by class',
      intro: 'Children are placed in the class that suits their age on the date of admission.',
      blocks: [
        {
          kind: 'table',
          caption: 'Age by class',
          columns: ['Class', 'Age'],
          rows: [
            ['Nursery', '3-4 years'],
            ['LKG', '4-5 years'],
            ['UKG', '5-6 years'],
            ['Class I', '6-7 years'],
            ['Class II', '7-8 years'],
            ['Class III', '8-9 years'],
          ],
          narrow: true,
          onSurface: true,
          note: `Minimum ages for every class up to Class XII are on the [Admissions page](${PATHS.admissions}?tab=age-criteria).`,
        },
      ],
    },
    {
      kind: 'band',
      id: 'results-title',
      eyebrow: 'What we aim for',
      title: 'Expected learning results',
      blocks: [
        {
          kind: 'cards',
          columns: 2,
          toneFrom: 2,
          items: [
            {
              title: 'Academic Excellence',
              icon: 'trophy',
              text: 'Strong results on the CBSE pattern, confident English and a habit of reading, asking and reasoning.',
            },
            {
              title: 'Character Development',
              icon: 'heart',
              text: 'Honesty, respect and responsibility rooted in Islamic values, in class, at home and in the community.',
            },
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

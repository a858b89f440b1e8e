import type { PageDocumentInput } from '../../../../shared/page-content/document';

// "Fee Structure" as the site first shipped it (docs/decisions/038-pages-as-data.md): seeded once, then
// the office's. The fees, rules and policies themselves are the year's fee structure (Fee Structures
// and Fees in the dashboard), shown here as data blocks; these are the page's own words around them.
export const FEES: PageDocumentInput = {
  settings: {
    title: 'Fee Structure',
    heading: 'Fee Structure',
    eyebrow: 'Admissions',
    intro: 'Clear fees and simple rules: what you pay, when, and how.',
    description: 'Fee structure, accepted payment methods, payment rules and policies.',
  },
  sections: [
    {
      kind: 'tabs',
      label: 'Fee information',
      tabs: [
        {
          id: 'fee-structure',
          label: 'Fee Structure',
          blocks: [
            {
              kind: 'subsection',
              title: 'Fee structure',
              blocks: [
                { kind: 'data', source: 'feeTable' },
                { kind: 'data', source: 'feeNote' },
              ],
            },
            {
              kind: 'panels',
              columns: 2,
              items: [
                {
                  title: 'Payment of fees',
                  icon: 'star',
                  tone: 0,
                  accent: true,
                  blocks: [
                    {
                      kind: 'text',
                      body: 'Fees are paid at the School Accounts Office by any of these accepted methods:',
                    },
                    { kind: 'data', source: 'feePaymentMethods' },
                    { kind: 'data', source: 'feeRefusedPayment' },
                  ],
                },
                {
                  title: 'Admission confirmation',
                  icon: 'shield',
                  tone: 1,
                  accent: true,
                  blocks: [
                    { kind: 'text', body: 'Admission is confirmed only when all of these are submitted:' },
                    { kind: 'data', source: 'feeConfirmation' },
                    { kind: 'note', text: 'Paying the admission fee alone does not confirm admission.' },
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 'payment-rules',
          label: 'Payment Rules',
          blocks: [
            {
              kind: 'panels',
              columns: 2,
              items: [
                {
                  title: 'Late fee policy',
                  icon: 'calendar',
                  tone: 2,
                  accent: true,
                  level: 2,
                  blocks: [{ kind: 'data', source: 'feePaymentRules' }],
                },
                {
                  title: 'Withdrawal policy',
                  icon: 'pen',
                  tone: 3,
                  accent: true,
                  level: 2,
                  blocks: [{ kind: 'data', source: 'feeWithdrawalRules' }],
                },
              ],
            },
          ],
        },
        {
          id: 'policies',
          label: 'Policies',
          blocks: [
            { kind: 'subsection', title: 'General rules', blocks: [{ kind: 'data', source: 'feePolicies' }] },
            {
              kind: 'subsection',
              title: 'Contact for assistance',
              blocks: [
                {
                  kind: 'cards',
                  columns: 2,
                  muted: true,
                  items: [
                    {
                      title: 'PRO Office',
                      icon: 'people',
                      text: 'Admissions, forms, documents and general questions.',
                    },
                    {
                      title: 'School Accounts Office',
                      icon: 'book',
                      text: 'Fee payments, receipts, dues and the Transfer Certificate clearance.',
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 'contact',
          label: 'Contact',
          blocks: [
            {
              kind: 'panels',
              columns: 2,
              items: [
                {
                  title: 'Phone and e-mail',
                  level: 2,
                  blocks: [
                    { kind: 'data', source: 'phoneAndEmail' },
                    {
                      kind: 'note',
                      text: 'Ask for the PRO Office for admissions or the School Accounts Office for fees.',
                    },
                  ],
                },
                {
                  title: 'Address',
                  level: 2,
                  blocks: [
                    { kind: 'data', source: 'addresses' },
                    { kind: 'link', label: 'All contact details', link: '/contact', button: 'outline' },
                  ],
                },
              ],
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

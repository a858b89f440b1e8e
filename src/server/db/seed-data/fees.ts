import {
  ADMISSION_CONFIRMATION_REQUIREMENTS,
  ADMISSION_FORM_FEE_RUPEES,
  ANNUAL_TUITION_RULE,
  LATE_FEE_POLICY,
  PAYMENT_METHODS,
  PAYMENT_POLICIES,
  REFUSED_PAYMENT,
  WITHDRAWAL_NOTICE_MONTHS,
  WITHDRAWAL_POLICIES,
} from '../../../shared/content/school-facts';

// The first fee structure: today's texts, for the school to keep current in the dashboard each year.
// Seeded for the academic year of the first start (docs/decisions/031-academic-year.md).

const lines = (items: readonly string[]) => items.join('\n');

export const feeStructureFor = (academicYear: string) => ({
  academicYear,
  approvedOn: '',
  paymentMethods: lines(PAYMENT_METHODS),
  refusedPayment: REFUSED_PAYMENT,
  confirmation: lines(ADMISSION_CONFIRMATION_REQUIREMENTS),
  paymentRules: lines([...LATE_FEE_POLICY, ...PAYMENT_POLICIES]),
  withdrawalRules: lines([
    `To withdraw a student, parents give at least ${WITHDRAWAL_NOTICE_MONTHS} months written notice on the school’s official form.`,
    ...WITHDRAWAL_POLICIES.filter((p) => !p.includes('written notice')),
  ]),
  policies: lines([...PAYMENT_POLICIES, ...WITHDRAWAL_POLICIES]),
  // The fee as a field: the note states the Admission form fee head of the year, whatever it becomes.
  note: `The admission form fee of {admissionFee} is non-refundable and payable one time only. ${ANNUAL_TUITION_RULE}`,
});

export const feeItemsFor = (academicYear: string) => [
  {
    academicYear,
    name: 'Admission form fee',
    amount: ADMISSION_FORM_FEE_RUPEES,
    amountNote: 'non-refundable',
    due: 'One time only, with the admission form',
    sortOrder: 1,
  },
  {
    academicYear,
    name: 'Annual tuition fee',
    amount: null,
    amountNote: 'As advised by the School Accounts Office',
    due: 'In full at admission, in June',
    sortOrder: 2,
  },
];

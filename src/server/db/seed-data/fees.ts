import {
  ADMISSION_CONFIRMATION_REQUIREMENTS,
  ADMISSION_FEE_NOTE,
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
export const SEED_FEE_YEAR = '2025-26';

const lines = (items: readonly string[]) => items.join('\n');

export const FEE_STRUCTURE = {
  academicYear: SEED_FEE_YEAR,
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
  note: `${ADMISSION_FEE_NOTE} ${ANNUAL_TUITION_RULE}`,
};

export const FEE_ITEMS = [
  {
    academicYear: SEED_FEE_YEAR,
    name: 'Admission form fee',
    amount: ADMISSION_FORM_FEE_RUPEES,
    amountNote: 'non-refundable',
    due: 'One time only, with the admission form',
    sortOrder: 1,
  },
  {
    academicYear: SEED_FEE_YEAR,
    name: 'Annual tuition fee',
    amount: null,
    amountNote: 'As advised by the School Accounts Office',
    due: 'In full at admission, in June',
    sortOrder: 2,
  },
];

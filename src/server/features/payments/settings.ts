import type { PaymentSettings } from '../../../shared/schemas/settings';
import type { ServiceContext } from '../../context';
import { InvalidFieldError } from '../../lib/errors';
import { getSettings, saveSettingFields } from '../../platform/settings';
import { type FeeHead, feeHeads } from './dues';

// Settings, Payments (an Owner's; docs/decisions/052-upi-fees.md): the school's UPI ID and payee,
// and which of this year's Fees heads are asked when applying and when a place is offered. A head is
// chosen by its name, so next year's head of that name states next year's amount.

export const PAYMENT_SETTINGS_MESSAGES = {
  noAmount: (name: string) => `“${name}” has no amount in Fees: give it one there, or choose another fee`,
  unknown: (name: string) => `There is no fee “${name}” in this year's Fees`,
  payeeNeeded: 'Enter the payee name as the bank registered it',
} as const;

export interface PaymentSettingsView {
  settings: PaymentSettings;
  /** This year's Fees heads, in the Fees order. */
  heads: Pick<FeeHead, 'name' | 'amountPaise'>[];
}

function pick(svc: ServiceContext): PaymentSettingsView {
  const s = getSettings(svc);
  return {
    settings: {
      upiId: s.upiId,
      upiPayeeName: s.upiPayeeName,
      upiMerchantCode: s.upiMerchantCode,
      feeOnApply: s.feeOnApply,
      feesOnOffer: s.feesOnOffer,
      retentionReceiptYears: s.retentionReceiptYears,
    },
    heads: feeHeads(svc.db, s.academicYear).map(({ name, amountPaise }) => ({ name, amountPaise })),
  };
}

export const paymentSettings = pick;

/** Saves the Payments panel: each fee chosen must be one of this year's heads with an amount. */
export function savePaymentSettings(svc: ServiceContext, input: PaymentSettings): PaymentSettingsView {
  const heads = feeHeads(svc.db, getSettings(svc).academicYear);
  const check = (field: string, name: string) => {
    const head = heads.find((h) => h.name === name);
    if (!head) throw new InvalidFieldError(field, PAYMENT_SETTINGS_MESSAGES.unknown(name));
    if (head.amountPaise === null) throw new InvalidFieldError(field, PAYMENT_SETTINGS_MESSAGES.noAmount(name));
  };
  if (input.feeOnApply) check('feeOnApply', input.feeOnApply);
  for (const name of input.feesOnOffer) check('feesOnOffer', name);
  if (input.upiId && !input.upiPayeeName)
    throw new InvalidFieldError('upiPayeeName', PAYMENT_SETTINGS_MESSAGES.payeeNeeded);
  saveSettingFields(svc, { ...input, feesOnOffer: [...new Set(input.feesOnOffer)] });
  return pick(svc);
}

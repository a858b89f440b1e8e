import { type FormEvent, type ReactNode, useId } from 'react';
import { z } from 'zod';
import { MODE_REFERENCE_LABELS, PAYMENTS_WORDS as W } from '../../../shared/content/payments-words';
import { fileDate } from '../../../shared/format';
import { formatPaise, paiseFromRupees } from '../../../shared/rupees';
import {
  MarkNotFoundSchema,
  MarkReceivedSchema,
  type OfficePayment,
  PAYMENT_MODE_LABELS,
  PAYMENT_MODES,
  type PaymentMode,
  RefundSchema,
} from '../../../shared/schemas/payments';
import { Options, SelectField, TextAreaField, TextField } from '../../components/form/field';
import { useZodForm } from '../../components/form/use-zod-form';
import { trpc } from '../../lib/trpc';
import { AdminDialog } from '../kit/admin-dialog';
import { useToast } from '../kit/toast';
import { useDialogSave } from '../kit/use-dialog-save';

// The dialogs of one payment in the Payments section: mark it received (cash, cheque, transfer, or a
// UPI credit the office saw itself), tell the parent it was not found in the bank, record a refund on
// its receipt. Each sends one admin.payments procedure; the server's refusals show beside the fields.

/** Rupees as typed ('2,000.50') read as the paise the server takes, or the message beside the field. */
const rupeesField = (schema: z.ZodNumber) =>
  z
    .string()
    .transform((typed, ctx) => {
      const paise = paiseFromRupees(typed);
      if (paise === null) {
        ctx.addIssue({ code: 'custom', message: typed.trim() ? W.amountInvalid : W.amountMissing });
        return z.NEVER;
      }
      return paise;
    })
    .pipe(schema);

/** Rupees as the amount field starts: whole rupees plainly, paise after a point ('2000', '1999.50'). */
const rupeesText = (paise: number) =>
  paise % 100 === 0 ? String(paise / 100) : `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

const MODE_OPTIONS = PAYMENT_MODES.map((m) => ({ value: m, label: PAYMENT_MODE_LABELS[m] }));

/** The footer of a payment's dialog: Cancel, then its own submit button ('Saving...' while saving). */
function DialogActions({ label, saving, onCancel }: { label: string; saving: boolean; onCancel: () => void }) {
  return (
    <div className="admin-dialog-actions">
      <button type="button" className="btn btn-outline" onClick={onCancel} disabled={saving}>
        {W.cancel}
      </button>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? W.saving : label}
      </button>
    </div>
  );
}

function PaymentDialog({
  title,
  intro,
  saving,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  intro: ReactNode;
  saving: boolean;
  onClose: () => void;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  const introId = useId();
  return (
    <AdminDialog title={title} onClose={onClose} busy={saving}>
      {() => (
        <form className="admin-form admin-dialog-body" noValidate onSubmit={onSubmit} aria-describedby={introId}>
          <p id={introId} className="muted pay-dialog-intro">
            {intro}
          </p>
          {children}
        </form>
      )}
    </AdminDialog>
  );
}

const MarkReceivedFormSchema = MarkReceivedSchema.omit({ id: true }).extend({
  amountPaise: rupeesField(MarkReceivedSchema.shape.amountPaise),
});

/** Mark received: how it was paid, its UTR, cheque number or reference, the amount, the date, the payer. */
export function MarkReceivedDialog({
  payment,
  onClose,
  onDone,
}: {
  payment: OfficePayment;
  onClose: () => void;
  onDone: () => void;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const form = useZodForm(MarkReceivedFormSchema, {
    initialValues: () => ({
      // A parent's claim is a UPI payment: its UTR and name are what the office checks against the bank.
      mode: (payment.claim ? 'upi' : 'cash') as string,
      modeReference: payment.claim?.utr ?? '',
      amountPaise: rupeesText(payment.amountPaise),
      // The browser's date only as the field's first value: the office corrects it when it differs.
      receivedOn: fileDate(),
      payerName: payment.claim?.payerName ?? '',
    }),
    fields: ['mode', 'modeReference', 'amountPaise', 'receivedOn', 'payerName'],
  });
  const { saving, requestClose, save, release } = useDialogSave({ form, onClose });
  const mode = (PAYMENT_MODES as readonly string[]).includes(String(form.values.mode))
    ? (form.values.mode as PaymentMode)
    : 'upi';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const data = form.validate();
    if (!data) return;
    const saved = await save(
      () => utils.client.admin.payments.markReceived.mutate({ ...data, id: payment.id }),
      W.receivedFailed,
    );
    if (!saved) return;
    release();
    toast.success(W.receivedDone(saved.receipt?.number ?? null));
    onDone();
  }

  return (
    <PaymentDialog
      title={W.receivedTitle(payment.reference)}
      intro={W.receivedIntro(formatPaise(payment.amountPaise), `${payment.studentName}, ${payment.className}`)}
      saving={saving}
      onClose={requestClose}
      onSubmit={onSubmit}
    >
      <div className="admin-form-grid">
        <SelectField form={form} name="mode" label={W.mode} disabled={saving}>
          <Options items={MODE_OPTIONS} />
        </SelectField>
        <TextField
          form={form}
          name="modeReference"
          label={MODE_REFERENCE_LABELS[mode]}
          hint={W.modeReferenceHint(mode)}
          inputMode={mode === 'upi' || mode === 'cheque' ? 'numeric' : undefined}
          autoComplete="off"
          spellCheck={false}
          disabled={saving}
        />
        <TextField
          form={form}
          name="amountPaise"
          label={W.amountLabel}
          hint={W.amountHint}
          required
          inputMode="decimal"
          autoComplete="off"
          disabled={saving}
        />
        <TextField form={form} name="receivedOn" label={W.receivedOn} type="date" required disabled={saving} />
        <TextField
          form={form}
          name="payerName"
          label={W.payerName}
          hint={W.payerNameHint}
          autoComplete="off"
          className="field-wide"
          disabled={saving}
        />
      </div>
      <DialogActions label={W.saveReceived} saving={saving} onCancel={requestClose} />
    </PaymentDialog>
  );
}

const NotFoundFormSchema = MarkNotFoundSchema.omit({ id: true });

/** Not found in the bank: the message the parent reads on their admission status page. */
export function NotFoundDialog({
  payment,
  onClose,
  onDone,
}: {
  payment: OfficePayment;
  onClose: () => void;
  onDone: () => void;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const form = useZodForm(NotFoundFormSchema, {
    initialValues: () => ({ message: payment.notFoundMessage || W.notFoundDefault(payment.claim?.utr ?? null) }),
    fields: ['message'],
  });
  const { saving, requestClose, save, release } = useDialogSave({ form, onClose });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const data = form.validate();
    if (!data) return;
    const saved = await save(
      () => utils.client.admin.payments.markNotFound.mutate({ ...data, id: payment.id }),
      W.notFoundFailed,
    );
    if (!saved) return;
    release();
    toast.success(W.notFoundDone(saved.reference));
    onDone();
  }

  return (
    <PaymentDialog
      title={W.notFoundTitle(payment.reference)}
      intro={W.notFoundIntro}
      saving={saving}
      onClose={requestClose}
      onSubmit={onSubmit}
    >
      <TextAreaField form={form} name="message" label={W.notFoundLabel} rows={5} disabled={saving} />
      <DialogActions label={W.saveNotFound} saving={saving} onCancel={requestClose} />
    </PaymentDialog>
  );
}

const RefundFormSchema = RefundSchema.omit({ receiptId: true }).extend({
  amountPaise: rupeesField(RefundSchema.shape.amountPaise),
});

/** Record refund: what went back to the parent against the payment's receipt, when, its UTR and why. */
export function RefundDialog({
  payment,
  receipt,
  onClose,
  onDone,
}: {
  payment: OfficePayment;
  receipt: NonNullable<OfficePayment['receipt']>;
  onClose: () => void;
  onDone: () => void;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const paid = payment.received?.amountPaise ?? payment.amountPaise;
  const form = useZodForm(RefundFormSchema, {
    initialValues: () => ({
      amountPaise: rupeesText(Math.max(0, paid - receipt.refundedPaise)),
      refundedOn: fileDate(),
      utr: '',
      reason: '',
    }),
    fields: ['amountPaise', 'refundedOn', 'utr', 'reason'],
  });
  const { saving, requestClose, save, release } = useDialogSave({ form, onClose });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const data = form.validate();
    if (!data) return;
    const saved = await save(
      () => utils.client.admin.payments.recordRefund.mutate({ ...data, receiptId: receipt.id }),
      W.refundFailed,
    );
    if (!saved) return;
    release();
    toast.success(W.refundDone(formatPaise(data.amountPaise), receipt.number));
    onDone();
  }

  return (
    <PaymentDialog
      title={W.refundTitle(receipt.number)}
      intro={W.refundIntro(formatPaise(paid), receipt.refundedPaise > 0 ? formatPaise(receipt.refundedPaise) : null)}
      saving={saving}
      onClose={requestClose}
      onSubmit={onSubmit}
    >
      <div className="admin-form-grid">
        <TextField
          form={form}
          name="amountPaise"
          label={W.refundAmount}
          hint={W.amountHint}
          required
          inputMode="decimal"
          autoComplete="off"
          disabled={saving}
        />
        <TextField form={form} name="refundedOn" label={W.refundedOn} type="date" required disabled={saving} />
        <TextField
          form={form}
          name="utr"
          label={W.refundUtr}
          hint={W.refundUtrHint}
          autoComplete="off"
          spellCheck={false}
          className="field-wide"
          disabled={saving}
        />
      </div>
      <TextAreaField form={form} name="reason" label={W.refundReason} rows={3} disabled={saving} />
      <DialogActions label={W.saveRefund} saving={saving} onCancel={requestClose} />
    </PaymentDialog>
  );
}

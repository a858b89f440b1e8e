import { type FormEvent, useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { PAYMENT_SETTINGS_WORDS as W } from '../../../shared/content/payments-words';
import { formatPaise } from '../../../shared/rupees';
import { type PaymentSettings, PaymentSettingsSchema } from '../../../shared/schemas/settings';
import { FieldError, SelectField, TextField } from '../../components/form/field';
import { useZodForm } from '../../components/form/use-zod-form';
import { trpc } from '../../lib/trpc';
import { readAdminError } from '../kit/admin-errors';
import { FormActions } from '../kit/form-actions';
import { LoadState } from '../kit/load-state';
import { useToast } from '../kit/toast';
import { useUnsavedChanges } from '../kit/unsaved-changes';
import { useAddressTarget } from '../kit/use-address-target';
import { sectionPath } from '../shell/admin-paths';
import './settings-panels.css';

/** One of this year's Fees heads, with its amount in paise (null: the office advises it). */
type Head = { name: string; amountPaise: number | null };

/** The panel's form: the settings' rules, the years typed as text. */
const PaymentSettingsFormSchema = PaymentSettingsSchema.extend({
  retentionReceiptYears: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, W.retentionInvalid)
    .transform(Number)
    .pipe(PaymentSettingsSchema.shape.retentionReceiptYears),
});

const pick = (s: PaymentSettings) => ({
  upiId: s.upiId,
  upiPayeeName: s.upiPayeeName,
  upiMerchantCode: s.upiMerchantCode,
  feeOnApply: s.feeOnApply,
  feesOnOffer: s.feesOnOffer,
  retentionReceiptYears: String(s.retentionReceiptYears),
});

/**
 * Settings → Payments (Owners): the school's UPI ID and payee name that parents' UPI apps open with,
 * and which of this year's Fees heads are asked when a parent applies and when a place is offered.
 * Loaded and saved through admin.payments, which checks each fee against Fees and answers beside the
 * field (docs/decisions/052-upi-fees.md).
 */
export function PaymentSettingsForm() {
  const query = trpc.admin.payments.settings.useQuery();
  const toast = useToast();
  // The setup checklist's link (/admin/settings#upiId) names a field this panel draws once its own data is in.
  useAddressTarget(Boolean(query.data));
  useEffect(() => {
    if (query.isError) toast.error(W.loadFailed);
  }, [query.isError, toast]);
  if (!query.data) {
    return (
      <section className="admin-panel" aria-labelledby="payment-settings-title">
        <h2 id="payment-settings-title">{W.title}</h2>
        <LoadState
          failed={query.isError}
          loadingText={W.loading}
          errorText={W.loadFailed}
          onRetry={() => query.refetch()}
        />
      </section>
    );
  }
  return <PaymentSettingsFields initial={query.data.settings} heads={query.data.heads} />;
}

function PaymentSettingsFields({ initial, heads }: { initial: PaymentSettings; heads: Head[] }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const offerId = useId();
  const save = trpc.admin.payments.saveSettings.useMutation();
  const form = useZodForm(PaymentSettingsFormSchema, { initialValues: () => pick(initial), markRequired: false });
  const unsaved = useUnsavedChanges(form.dirty);
  const offerState = form.field('feesOnOffer');

  // The heads parents can be asked for (an amount in Fees); a chosen head that has lost its amount
  // stays listed, so saving shows why it is refused rather than dropping it unseen.
  const priced = heads.filter((h) => h.amountPaise !== null);
  const label = (name: string) => {
    const head = heads.find((h) => h.name === name);
    return head?.amountPaise != null ? W.feeOption(name, formatPaise(head.amountPaise)) : W.noAmount(name);
  };
  const names = priced.map((h) => h.name);
  const applyChoices = [
    ...names,
    ...(form.values.feeOnApply && !names.includes(form.values.feeOnApply) ? [form.values.feeOnApply] : []),
  ];
  const offerChoices = [...names, ...form.values.feesOnOffer.filter((n) => !names.includes(n))];

  const toggleOffer = (name: string, on: boolean) => {
    const current = form.values.feesOnOffer;
    form.edit('feesOnOffer', on ? [...current, name] : current.filter((n) => n !== name));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    try {
      const answer = await save.mutateAsync(data);
      utils.admin.payments.settings.setData(undefined, answer);
      form.reset(pick(answer.settings));
      unsaved.release();
      toast.success(W.saved);
    } catch (error) {
      const { fieldErrors, summary } = readAdminError(error);
      form.showErrors(fieldErrors);
      toast.error(summary ?? W.saveFailed);
    }
  }

  return (
    <form className="admin-form admin-panel" noValidate onSubmit={onSubmit} aria-labelledby="payment-settings-title">
      <h2 id="payment-settings-title">{W.title}</h2>
      <p className="muted">{W.description}</p>
      <div className="admin-form-grid">
        <TextField
          form={form}
          name="upiId"
          label={W.upiId}
          hint={W.upiIdHint}
          className="field-wide"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField form={form} name="upiPayeeName" label={W.payeeName} autoComplete="off" />
        <TextField
          form={form}
          name="upiMerchantCode"
          label={W.merchantCode}
          hint={W.merchantCodeHint}
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
        />
        <SelectField form={form} name="feeOnApply" label={W.feeOnApply} hint={W.feeOnApplyHint} className="field-wide">
          <option value="">{W.none}</option>
          {applyChoices.map((name) => (
            <option key={name} value={name}>
              {label(name)}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset
        className="admin-classes admin-fee-heads"
        aria-describedby={[`${offerId}-hint`, offerState.error ? offerState.errorId : ''].filter(Boolean).join(' ')}
      >
        <legend>{W.feesOnOffer}</legend>
        <p className="field-hint" id={`${offerId}-hint`}>
          {offerChoices.length === 0 ? (
            <>
              {W.noHeads} <Link to={sectionPath('feeItems')}>{W.feesLink}</Link>
            </>
          ) : (
            W.feesOnOfferHint
          )}
        </p>
        {offerChoices.length > 0 && (
          <ul>
            {offerChoices.map((name) => (
              <li key={name}>
                <label>
                  <input
                    type="checkbox"
                    name="feesOnOffer"
                    value={name}
                    checked={form.values.feesOnOffer.includes(name)}
                    onChange={(e) => toggleOffer(name, e.target.checked)}
                  />
                  {label(name)}
                </label>
              </li>
            ))}
          </ul>
        )}
        <FieldError state={offerState} />
      </fieldset>
      <div className="admin-form-grid">
        <TextField
          form={form}
          name="retentionReceiptYears"
          label={W.retention}
          hint={W.retentionHint}
          inputMode="numeric"
          maxLength={2}
        />
      </div>
      <FormActions label={W.save} working={save.isPending} />
    </form>
  );
}

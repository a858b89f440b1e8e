import { type FormEvent, useEffect, useId, useState } from 'react';
import { PAYMENT_CLAIM_PATH } from '../../../shared/paths';
import type { PaymentBox as Box } from '../../../shared/schemas/payments';
import { fill } from '../../../shared/words/fill';
import { useSiteHref } from '../../lib/language';
import { trpc } from '../../lib/trpc';
import { Field } from '../form/field';
import { useFormsWords } from '../form/forms-words';
import { readServerError } from '../form/server-errors';
import './payment-box.css';

// The parent's payment box (docs/decisions/052-upi-fees.md): what is due, the "Pay with a UPI app"
// link on a phone, the QR code of the same link everywhere, the UPI ID and amount (copy buttons once
// the script runs, plain text before), and the "I have paid" form, which posts without JavaScript
// too. Drawn inside the apply and admission-status islands, in their words.

/** What a claim posted without JavaScript answered, as the page rendered again shows it. */
export interface ClaimOutcome {
  /** The thanks after a stored claim. */
  said?: string | null;
  fieldErrors?: Record<string, string>;
  /** A refusal above the form (too many attempts, not saved). */
  formError?: string | null;
  payerName?: string;
}

/**
 * A payment box, with what a claim posted without JavaScript answered (`posted`). Its heading is an h3
 * under the page's answer (the confirmation, the status), an h2 when it stands alone after a claim.
 */
export function PaymentBox({ box: first, posted, level = 3 }: { box: Box; posted?: ClaimOutcome; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const SubHeading = level === 2 ? 'h3' : 'h4';
  const words = useFormsWords().payment;
  const [box, setBox] = useState(first);
  const [said, setSaid] = useState<string | null>(posted?.said ?? null);
  const id = useId();
  const titleId = `${id}-title`;

  if (box.status === 'received') {
    return (
      <section className="payment-box payment-box-paid" aria-labelledby={titleId}>
        <Heading id={titleId}>
          {fill(words.received, { fee: box.fee, amount: box.amountText, receipt: box.receiptNumber ?? '' })}
        </Heading>
      </section>
    );
  }
  return (
    <section className="payment-box" aria-labelledby={titleId}>
      <Heading id={titleId}>{words.title}</Heading>
      <p className="payment-due">
        <strong>{fill(words.due, { fee: box.fee, amount: box.amountText, reference: box.reference })}</strong>
      </p>
      {box.status === 'not-found' && (
        <div className="alert alert-error" role="note">
          <p>
            {words.notFound} {box.notFoundMessage}
          </p>
          <p>{words.notFoundAgain}</p>
        </div>
      )}
      {said && (
        <p className="alert alert-success payment-said" role="status">
          {said}
        </p>
      )}
      {!said && box.status === 'claimed' && box.claimedUtr && (
        <p className="alert alert-success payment-said" role="status">
          {fill(words.claimed, { utr: box.claimedUtr })}
        </p>
      )}
      <p className="payment-intro">{words.intro}</p>
      <div className="payment-ways">
        <a className="btn btn-primary payment-app-link" href={box.link}>
          {words.payButton}
        </a>
        {box.qr && (
          <PaymentQr qr={box.qr} label={fill(words.qrLabel, { amount: box.amountText, payee: box.payeeName })} />
        )}
        <p className="payment-qr-hint">{words.qrHint}</p>
        <dl className="payment-facts">
          <div>
            <dt>{words.upiIdLabel}</dt>
            <dd>
              <span className="payment-value" dir="ltr">
                {box.upiId}
              </span>{' '}
              <CopyButton text={box.upiId} label={words.copyUpiId} />
            </dd>
          </div>
          <div>
            <dt>{words.amountLabel}</dt>
            <dd>
              <span className="payment-value">{box.amountText}</span>{' '}
              <CopyButton
                text={(box.amountPaise / 100).toFixed(box.amountPaise % 100 ? 2 : 0)}
                label={words.copyAmount}
              />
            </dd>
          </div>
          <div>
            <dt>{words.payeeLabel}</dt>
            <dd>
              <bdi>{box.payeeName}</bdi>
            </dd>
          </div>
          <div>
            <dt>{words.referenceLabel}</dt>
            <dd>
              <bdi>{box.reference}</bdi>
            </dd>
          </div>
        </dl>
      </div>
      <ClaimForm
        box={box}
        posted={posted}
        Title={SubHeading}
        onClaimed={(next, message) => {
          if (next) setBox(next);
          setSaid(message);
        }}
      />
    </section>
  );
}

/** The QR code of the payment link, dark on light whatever the theme, so every app can read it. */
function PaymentQr({ qr, label }: { qr: NonNullable<Box['qr']>; label: string }) {
  return (
    <svg
      className="payment-qr"
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

/** A copy button once the script runs (a button that cannot work is never shown before it). */
function CopyButton({ text, label }: { text: string; label: string }) {
  const words = useFormsWords().payment;
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(typeof navigator !== 'undefined' && Boolean(navigator.clipboard)), []);
  if (!ready) return null;
  return (
    <button
      type="button"
      className="btn btn-outline btn-small payment-copy"
      aria-label={label}
      onClick={() => {
        void navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      {copied ? words.copied : label}
    </button>
  );
}

function ClaimForm({
  box,
  posted,
  Title,
  onClaimed,
}: {
  box: Box;
  posted?: ClaimOutcome;
  Title: 'h3' | 'h4';
  onClaimed: (box: Box | null, message: string) => void;
}) {
  const words = useFormsWords().payment;
  const siteHref = useSiteHref();
  const id = useId();
  const [utr, setUtr] = useState('');
  const [payerName, setPayerName] = useState(posted?.payerName ?? '');
  const [errors, setErrors] = useState<Record<string, string>>(posted?.fieldErrors ?? {});
  const [formError, setFormError] = useState<string | null>(posted?.formError ?? null);
  const claim = trpc.payments.claim.useMutation();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (claim.isPending) return;
    const next: Record<string, string> = {};
    if (!utr.trim()) next.utr = words.utrRequired;
    if (!payerName.trim()) next.payerName = words.payerNameRequired;
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    try {
      const answer = await claim.mutateAsync({ token: box.token, utr, payerName });
      if (answer.box) {
        setUtr('');
        onClaimed(answer.box, answer.message);
      } else setFormError(answer.message);
    } catch (error) {
      const { fieldErrors, formMessage } = readServerError(error);
      setErrors(fieldErrors);
      setFormError(formMessage ?? (Object.keys(fieldErrors).length > 0 ? null : words.failed));
    }
  }

  const state = (name: 'utr' | 'payerName') => ({
    id: `${id}-${name}`,
    name,
    error: errors[name],
    errorId: `${id}-${name}-error`,
    hintId: `${id}-${name}-hint`,
    required: true,
    markRequired: false,
  });
  const describedBy = (name: 'utr' | 'payerName', hint: boolean) =>
    [hint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <form
      className="payment-claim"
      method="post"
      action={siteHref(PAYMENT_CLAIM_PATH)}
      aria-labelledby={`${id}-claim-title`}
      onSubmit={submit}
      noValidate
      aria-busy={claim.isPending}
    >
      <Title id={`${id}-claim-title`}>{words.claimTitle}</Title>
      <input type="hidden" name="token" value={box.token} />
      <Field state={state('utr')} label={words.utrLabel} hint={words.claimIntro}>
        {() => (
          <input
            id={`${id}-utr`}
            name="utr"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            value={utr}
            onChange={(e) => setUtr(e.target.value)}
            aria-invalid={errors.utr ? true : undefined}
            aria-describedby={describedBy('utr', true)}
          />
        )}
      </Field>
      <Field state={state('payerName')} label={words.payerNameLabel}>
        {() => (
          <input
            id={`${id}-payerName`}
            name="payerName"
            type="text"
            autoComplete="name"
            maxLength={100}
            value={payerName}
            onChange={(e) => setPayerName(e.target.value)}
            aria-invalid={errors.payerName ? true : undefined}
            aria-describedby={describedBy('payerName', false)}
          />
        )}
      </Field>
      {formError && (
        <p className="alert alert-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={claim.isPending}>
        {claim.isPending ? words.claiming : words.claimSubmit}
      </button>
    </form>
  );
}

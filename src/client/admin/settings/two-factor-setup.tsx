import './two-factor.css';
import { type FormEvent, type ReactNode, useState } from 'react';
import { TWO_FACTOR_WORDS as W } from '../../../shared/content/two-factor-words';
import { TwoFactorConfirmSchema } from '../../../shared/schemas/admin-content';
import { useZodForm } from '../../components/form/use-zod-form';
import { trpc } from '../../lib/trpc';
import { readAdminError } from '../kit/admin-errors';
import { CodeField } from '../kit/code-field';
import { FormActions } from '../kit/form-actions';
import { useToast } from '../kit/toast';

// Setting up two-factor sign-in (docs/decisions/036-staff-accounts-and-roles.md): scan or type the
// secret, confirm with a first code, save the recovery codes shown once. Used by the set-up screen an
// Owner meets first and by the Settings panel.

/** Recovery codes shown once, with a download and a copy, and the button that says they are saved. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const toast = useToast();
  const text = `${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(W.codesCopied);
    } catch {
      // No clipboard (an insecure address, or refused): the codes are on screen and in the download.
    }
  }
  return (
    <div className="two-factor-codes">
      <h3 id="recovery-codes-title">{W.codesTitle}</h3>
      <p>{W.codesHelp}</p>
      <ul aria-labelledby="recovery-codes-title" className="two-factor-code-list">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className="admin-form-actions">
        <a className="btn btn-outline" href={download} download={W.codesFileName}>
          {W.codesDownload}
        </a>
        <button type="button" className="btn btn-outline" onClick={copy}>
          {W.codesCopy}
        </button>
        <button type="button" className="btn btn-primary" onClick={onSaved}>
          {W.codesSaved}
        </button>
      </div>
    </div>
  );
}

/** The set-up's steps; `onDone` runs once the recovery codes are saved. */
export function TwoFactorSetup({ onDone, onConfirmed }: { onDone: () => void; onConfirmed?: () => void }) {
  const toast = useToast();
  const begin = trpc.admin.twoFactor.begin.useMutation();
  const confirm = trpc.admin.twoFactor.confirm.useMutation();
  const form = useZodForm(TwoFactorConfirmSchema, { initialValues: { code: '' }, markRequired: false });
  const [codes, setCodes] = useState<string[] | null>(null);

  async function start() {
    try {
      await begin.mutateAsync();
    } catch (error) {
      toast.error(readAdminError(error).summary ?? 'Something went wrong. Please try again.');
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    try {
      const result = await confirm.mutateAsync(data);
      onConfirmed?.();
      setCodes(result.recoveryCodes);
    } catch (error) {
      const { fieldErrors, summary } = readAdminError(error);
      form.showErrors(fieldErrors);
      if (!Object.keys(fieldErrors ?? {}).length) toast.error(summary ?? W.codeWrong);
    }
  }

  if (codes) return <RecoveryCodes codes={codes} onSaved={onDone} />;
  if (!begin.data)
    return (
      <div className="admin-form-actions">
        <button type="button" className="btn btn-primary" onClick={start} disabled={begin.isPending}>
          {begin.isPending ? W.setupStarting : W.setupStart}
        </button>
      </div>
    );
  return (
    <ScanSteps
      secret={begin.data}
      scanHelp={W.scanHelp}
      confirmTitle={W.confirmTitle}
      onSubmit={onSubmit}
      codeField={<CodeField form={form} name="code" hint={W.confirmHelp} inputMode="numeric" />}
      actions={<FormActions label={W.confirm} working={confirm.isPending} workingLabel={W.confirming} />}
    />
  );
}

/**
 * The two steps with a new secret, for setting up and for moving to a new phone: scan the QR code (or
 * type the secret), then confirm with the first code the app shows.
 */
export function ScanSteps({
  secret,
  scanHelp,
  confirmTitle,
  labelForm = true,
  onSubmit,
  codeField,
  actions,
}: {
  secret: { svg: string; secretGroups: string };
  scanHelp: string;
  confirmTitle: string;
  /** Names the form by its title; off where the title would be taken for another field's label. */
  labelForm?: boolean;
  onSubmit: (e: FormEvent) => void;
  codeField: ReactNode;
  actions: ReactNode;
}) {
  return (
    <ol className="two-factor-steps">
      <li>
        <h3>{W.scanTitle}</h3>
        <p>{scanHelp}</p>
        <div className="two-factor-scan">
          {/* Drawn on the server from the secret; shown as an image so nothing in it runs. */}
          <img
            className="two-factor-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(secret.svg)}`}
            alt={W.qrLabel}
            width={200}
            height={200}
          />
          <p>
            {W.secretLabel}:{' '}
            <code className="two-factor-secret" data-testid="two-factor-secret">
              {secret.secretGroups}
            </code>
          </p>
        </div>
      </li>
      <li>
        <h3>{confirmTitle}</h3>
        <form className="admin-form" noValidate onSubmit={onSubmit} aria-label={labelForm ? confirmTitle : undefined}>
          {codeField}
          {actions}
        </form>
      </li>
    </ol>
  );
}

/** What an Owner (or anyone, when required) sees before anything else until two-factor sign-in is on. */
export function TwoFactorSetupScreen({ onDone, onConfirmed }: { onDone: () => void; onConfirmed: () => void }) {
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h1 id="admin-section-title">{W.setupTitle}</h1>
      </div>
      <div className="admin-panel two-factor-screen">
        <p>{W.setupLead}</p>
        <TwoFactorSetup onDone={onDone} onConfirmed={onConfirmed} />
      </div>
    </section>
  );
}

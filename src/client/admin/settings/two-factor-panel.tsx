import { type FormEvent, useState } from 'react';
import { TWO_FACTOR_WORDS as W } from '../../../shared/content/two-factor-words';
import {
  NewRecoveryCodesSchema,
  TwoFactorConfirmSchema,
  TwoFactorDisableSchema,
  TwoFactorMoveSchema,
} from '../../../shared/schemas/admin-content';
import { TextField } from '../../components/form/field';
import { useZodForm } from '../../components/form/use-zod-form';
import { trpc } from '../../lib/trpc';
import { readAdminError } from '../kit/admin-errors';
import { CodeField } from '../kit/code-field';
import { FormActions } from '../kit/form-actions';
import { LoadState } from '../kit/load-state';
import { useToast } from '../kit/toast';
import { RecoveryCodes, ScanSteps, TwoFactorSetup } from './two-factor-setup';

/** Settings' panel of one's own two-factor sign-in: its state, set-up, new recovery codes, turning off. */
export function TwoFactorPanel() {
  const utils = trpc.useUtils();
  const status = trpc.admin.twoFactor.status.useQuery();
  const [settingUp, setSettingUp] = useState(false);
  const [moving, setMoving] = useState(false);
  const refresh = () => {
    void utils.admin.twoFactor.status.invalidate();
    void utils.admin.me.invalidate();
  };

  return (
    <section className="admin-panel two-factor-panel" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{W.panelTitle}</h2>
      {!status.data ? (
        <LoadState
          failed={status.isError}
          loadingText="Loading..."
          errorText="Error loading two-factor sign-in"
          onRetry={() => status.refetch()}
        />
      ) : status.data.enabled && !settingUp ? (
        <>
          <p>
            {W.statusOn} {status.data.required && W.statusRequired} {W.codesLeft(status.data.recoveryCodesLeft)}
          </p>
          <MoveToNewPhone onMoving={setMoving} onChanged={refresh} />
          {!moving && <NewCodesForm onChanged={refresh} />}
          {!moving && !status.data.required && <DisableForm onChanged={refresh} />}
        </>
      ) : (
        <>
          <p>
            {W.statusOff} {status.data.required && W.statusRequired}
          </p>
          <TwoFactorSetup
            onConfirmed={() => setSettingUp(true)}
            onDone={() => {
              setSettingUp(false);
              refresh();
            }}
          />
        </>
      )}
    </section>
  );
}

/**
 * Moving two-factor sign-in to a new phone: a current code or a recovery code first, then the new
 * secret to scan and the new phone's first code. Until that code is accepted the current phone keeps
 * working, so leaving half-way changes nothing.
 */
function MoveToNewPhone({ onMoving, onChanged }: { onMoving: (moving: boolean) => void; onChanged: () => void }) {
  const toast = useToast();
  const begin = trpc.admin.twoFactor.beginMove.useMutation();
  const confirm = trpc.admin.twoFactor.confirmMove.useMutation();
  const proof = useZodForm(TwoFactorMoveSchema, { initialValues: { code: '' }, markRequired: false });
  const first = useZodForm(TwoFactorConfirmSchema, { initialValues: { code: '' }, markRequired: false });

  function showError(form: { showErrors: (errors: Readonly<Record<string, string>>) => number }, error: unknown) {
    const { fieldErrors, summary } = readAdminError(error);
    form.showErrors(fieldErrors);
    if (!Object.keys(fieldErrors ?? {}).length) toast.error(summary ?? W.codeWrong);
  }

  async function start(e: FormEvent) {
    e.preventDefault();
    const data = proof.validate();
    if (!data) return;
    try {
      await begin.mutateAsync(data);
      proof.reset({ code: '' });
      onMoving(true);
    } catch (error) {
      showError(proof, error);
    }
  }

  async function finish(e: FormEvent) {
    e.preventDefault();
    const data = first.validate();
    if (!data) return;
    try {
      await confirm.mutateAsync(data);
      first.reset({ code: '' });
      begin.reset();
      onMoving(false);
      toast.success(W.moved);
      onChanged();
    } catch (error) {
      showError(first, error);
    }
  }

  function cancel() {
    first.reset({ code: '' });
    begin.reset();
    onMoving(false);
  }

  if (begin.data)
    return (
      <div className="two-factor-move">
        <h3>{W.moveTitle}</h3>
        <ScanSteps
          secret={begin.data}
          scanHelp={W.moveScanHelp}
          confirmTitle={W.moveConfirmTitle}
          labelForm={false}
          onSubmit={finish}
          codeField={<CodeField form={first} name="code" hint={W.moveConfirmHelp} inputMode="numeric" />}
          actions={
            <FormActions label={W.moveConfirm} working={confirm.isPending} workingLabel={W.confirming}>
              <button type="button" className="btn btn-outline" onClick={cancel}>
                {W.moveCancel}
              </button>
            </FormActions>
          }
        />
      </div>
    );
  return (
    // Not named by its heading: Settings has a Phone field, and "phone" in a form's name would be taken
    // for that field's label.
    <form className="admin-form" noValidate onSubmit={start}>
      <h3>{W.moveTitle}</h3>
      <p className="muted">{W.moveHelp}</p>
      <TextField
        form={proof}
        name="code"
        label={W.moveCodeLabel}
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormActions label={W.moveStart} working={begin.isPending} workingLabel={W.moveStarting} />
    </form>
  );
}

function NewCodesForm({ onChanged }: { onChanged: () => void }) {
  const toast = useToast();
  const mutation = trpc.admin.twoFactor.newRecoveryCodes.useMutation();
  const form = useZodForm(NewRecoveryCodesSchema, { initialValues: { codeOrPassword: '' }, markRequired: false });
  const [codes, setCodes] = useState<string[] | null>(null);
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    try {
      const result = await mutation.mutateAsync(data);
      form.reset({ codeOrPassword: '' });
      setCodes(result.recoveryCodes);
      onChanged();
    } catch (error) {
      const { fieldErrors, summary } = readAdminError(error);
      form.showErrors(fieldErrors);
      if (!Object.keys(fieldErrors ?? {}).length) toast.error(summary ?? W.codeOrPasswordWrong);
    }
  }
  if (codes) return <RecoveryCodes codes={codes} onSaved={() => setCodes(null)} />;
  return (
    <form className="admin-form" noValidate onSubmit={onSubmit} aria-labelledby="new-codes-title">
      <h3 id="new-codes-title">{W.newCodes}</h3>
      <p className="muted">{W.newCodesHelp}</p>
      <TextField
        form={form}
        name="codeOrPassword"
        label={W.codeOrPasswordLabel}
        type="password"
        autoComplete="current-password"
      />
      <FormActions label={W.newCodes} working={mutation.isPending} />
    </form>
  );
}

function DisableForm({ onChanged }: { onChanged: () => void }) {
  const toast = useToast();
  const mutation = trpc.admin.twoFactor.disable.useMutation();
  const form = useZodForm(TwoFactorDisableSchema, { initialValues: { password: '' }, markRequired: false });
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    try {
      await mutation.mutateAsync(data);
      form.reset({ password: '' });
      toast.success(W.turnedOff);
      onChanged();
    } catch (error) {
      const { fieldErrors, summary } = readAdminError(error);
      form.showErrors(fieldErrors);
      if (!Object.keys(fieldErrors ?? {}).length) toast.error(summary ?? W.passwordWrong);
    }
  }
  return (
    <form className="admin-form" noValidate onSubmit={onSubmit} aria-labelledby="turn-off-title">
      <h3 id="turn-off-title">{W.turnOff}</h3>
      <p className="muted">{W.turnOffHelp}</p>
      <TextField form={form} name="password" label={W.passwordLabel} type="password" autoComplete="current-password" />
      <FormActions label={W.turnOff} working={mutation.isPending} />
    </form>
  );
}

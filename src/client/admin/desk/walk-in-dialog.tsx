import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HEARD_FROM } from '../../../shared/admissions';
import { WALK_IN_CHANNEL_LABELS, WALK_IN_WORDS } from '../../../shared/content/desk-words';
import { ENQUIRY_GRADES } from '../../../shared/content/enquiry-options';
import {
  DESK_NOTE_MAX_CHARS,
  WALK_IN_CHANNELS,
  type WalkInInput,
  WalkInInputSchema,
} from '../../../shared/schemas/desk';
import { trpc } from '../../lib/trpc';
import { AdminDialog } from '../kit/admin-dialog';
import { errorInfo } from '../kit/request';
import { itemPath } from '../shell/admin-paths';
import { useDeskNotify } from './desk-api';

type Fields = Required<Pick<WalkInInput, 'channel' | 'name' | 'mobile' | 'email' | 'grade' | 'city' | 'note'>> & {
  heardFrom: string;
};
const EMPTY: Fields = {
  channel: 'walk-in',
  name: '',
  mobile: '',
  email: '',
  grade: '',
  city: '',
  note: '',
  heardFrom: '',
};

/** "Record a walk-in or phone enquiry": the button, and the dialog it opens. */
export function WalkInButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        {WALK_IN_WORDS.button}
      </button>
      {open && <WalkInDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * The office records an enquiry for a family who walked in or called (the only way the office
 * creates one): checked with the procedure's own schema first, then stored; the new contact opens.
 */
function WalkInDialog({ onClose }: { onClose: () => void }) {
  const uid = useId();
  const navigate = useNavigate();
  const notify = useDeskNotify();
  const utils = trpc.useUtils();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (name: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = WalkInInputSchema.safeParse(fields);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const { id, reference } = await utils.client.admin.desk.recordWalkIn.mutate(fields as WalkInInput);
      void utils.admin.enquiries.list.invalidate();
      void utils.admin.stats.invalidate();
      notify('success', WALK_IN_WORDS.saved(reference));
      onClose();
      navigate(itemPath('enquiries', id));
    } catch (error) {
      const info = errorInfo(error);
      const found = Object.fromEntries(
        Object.entries(info.fieldErrors).flatMap(([k, v]) => (v?.[0] ? [[k, v[0]]] : [])),
      );
      setErrors(found);
      if (Object.keys(found).length === 0) notify('error', info.message ?? WALK_IN_WORDS.saveError);
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof Fields) => ({
    id: `${uid}-${name}`,
    name,
    value: fields[name],
    onChange: set(name),
    disabled: saving,
    'aria-invalid': errors[name] ? (true as const) : undefined,
    'aria-describedby': errors[name] ? `${uid}-${name}-error` : undefined,
  });
  const error = (name: keyof Fields) =>
    errors[name] ? (
      <p className="field-error" id={`${uid}-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <AdminDialog title={WALK_IN_WORDS.title} onClose={onClose} busy={saving}>
      {() => (
        <form className="admin-form admin-dialog-body desk-walk-in" onSubmit={submit} noValidate>
          <p className="desk-muted">{WALK_IN_WORDS.intro}</p>
          <fieldset className="desk-radios">
            <legend>{WALK_IN_WORDS.channel}</legend>
            {WALK_IN_CHANNELS.map((c) => (
              <label key={c}>
                <input
                  type="radio"
                  name="channel"
                  value={c}
                  checked={fields.channel === c}
                  disabled={saving}
                  onChange={() => setFields((f) => ({ ...f, channel: c }))}
                />
                {WALK_IN_CHANNEL_LABELS[c]}
              </label>
            ))}
          </fieldset>
          <div className="admin-form-grid desk-walk-in-grid">
            <div className="field">
              <label htmlFor={`${uid}-name`}>{WALK_IN_WORDS.name}</label>
              <input type="text" autoComplete="off" required maxLength={200} {...field('name')} />
              {error('name')}
            </div>
            <div className="field">
              <label htmlFor={`${uid}-mobile`}>{WALK_IN_WORDS.mobile}</label>
              <input type="tel" autoComplete="off" required maxLength={20} {...field('mobile')} />
              {error('mobile')}
            </div>
            <div className="field">
              <label htmlFor={`${uid}-email`}>{WALK_IN_WORDS.email}</label>
              <input type="email" autoComplete="off" maxLength={254} {...field('email')} />
              {error('email')}
            </div>
            <div className="field">
              <label htmlFor={`${uid}-grade`}>{WALK_IN_WORDS.grade}</label>
              <select required {...field('grade')}>
                <option value="">{WALK_IN_WORDS.chooseGrade}</option>
                {ENQUIRY_GRADES.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </select>
              {error('grade')}
            </div>
            <div className="field">
              <label htmlFor={`${uid}-city`}>{WALK_IN_WORDS.city}</label>
              <input type="text" autoComplete="off" maxLength={60} {...field('city')} />
              {error('city')}
            </div>
            <div className="field">
              <label htmlFor={`${uid}-heardFrom`}>{WALK_IN_WORDS.heardFrom}</label>
              <select {...field('heardFrom')}>
                <option value="">{WALK_IN_WORDS.heardFromEmpty}</option>
                {HEARD_FROM.map((h) => (
                  <option key={h.value} value={h.value}>
                    {h.label}
                  </option>
                ))}
              </select>
              {error('heardFrom')}
            </div>
          </div>
          <div className="field">
            <label htmlFor={`${uid}-note`}>{WALK_IN_WORDS.note}</label>
            <textarea rows={3} maxLength={DESK_NOTE_MAX_CHARS} {...field('note')} />
            {error('note')}
          </div>
          <div className="admin-dialog-actions">
            <button type="button" className="btn btn-outline" onClick={onClose} disabled={saving}>
              {WALK_IN_WORDS.cancel}
            </button>
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {saving ? 'Saving...' : WALK_IN_WORDS.save}
            </button>
          </div>
        </form>
      )}
    </AdminDialog>
  );
}

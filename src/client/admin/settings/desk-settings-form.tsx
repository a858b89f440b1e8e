import { DESK_SETTINGS_WORDS as W } from '../../../shared/content/desk-replies-words';
import { DeskSettingsFormSchema, DIGEST_HOURS, type SiteSettings } from '../../../shared/schemas/settings';
import { CheckboxField, SelectField } from '../../components/form/field';
import { FormActions } from '../kit/form-actions';
import { useSettingsPanel } from './use-settings-panel';
import './settings-panels.css';

interface DeskValues {
  [key: string]: string | boolean;
  acknowledgeParents: boolean;
  /** '' for Off, else the hour '0'...'23'. */
  digestHour: string;
}

const pickDesk = (s: SiteSettings): DeskValues => ({
  acknowledgeParents: s.acknowledgeParents,
  digestHour: s.digestHour === null ? '' : String(s.digestHour),
});

/**
 * The admissions desk's e-mails: the acknowledgment a parent receives with their reference, and the
 * hour (school time) of the staff's morning digest, or none.
 */
export function DeskSettingsForm({ initial }: { initial: SiteSettings }) {
  const { form, onSubmit, saving } = useSettingsPanel(DeskSettingsFormSchema, initial, {
    pick: pickDesk,
    savedMessage: W.saved,
  });
  return (
    <form className="admin-form admin-panel" noValidate onSubmit={onSubmit} aria-labelledby="desk-settings-title">
      <h2 id="desk-settings-title">{W.title}</h2>
      <p className="muted">{W.description}</p>
      <CheckboxField
        form={form}
        name="acknowledgeParents"
        label={W.acknowledgeLabel}
        className="admin-check"
        role="switch"
        aria-describedby="desk-acknowledge-hint"
      />
      <p id="desk-acknowledge-hint" className="field-hint">
        {W.acknowledgeHint}
      </p>
      <SelectField form={form} name="digestHour" label={W.digestLabel} hint={W.digestHint}>
        <option value="">{W.digestOff}</option>
        {DIGEST_HOURS.map((hour) => (
          <option key={hour} value={String(hour)}>
            {W.hourLabel(hour)}
          </option>
        ))}
      </SelectField>
      <FormActions label={W.save} working={saving} />
    </form>
  );
}

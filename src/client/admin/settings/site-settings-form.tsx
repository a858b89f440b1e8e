import { GeneralSettingsSchema, type SiteSettings } from '../../../shared/schemas/settings';
import { CheckboxField, TextAreaField, TextField } from '../../components/form/field';
import { FormActions } from '../kit/form-actions';
import { useSettingsPanel } from './use-settings-panel';

const TEXT_FIELDS: {
  name: Exclude<keyof typeof GeneralSettingsSchema.shape, 'splashEnabled'>;
  label: string;
  kind?: 'email' | 'url' | 'tel' | 'textarea';
  hint?: string;
}[] = [
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'phone', label: 'Phone', kind: 'tel' },
  { name: 'addressIndia', label: 'Akola school address', kind: 'textarea' },
  { name: 'addressInternational', label: 'International school address', kind: 'textarea' },
  { name: 'addressDubai', label: 'Dubai office address', kind: 'textarea' },
  { name: 'facebookUrl', label: 'Facebook URL', kind: 'url', hint: 'Leave empty to hide the icon' },
  { name: 'instagramUrl', label: 'Instagram URL', kind: 'url', hint: 'Leave empty to hide the icon' },
  { name: 'youtubeUrl', label: 'YouTube URL', kind: 'url', hint: 'Leave empty to hide the icon' },
  { name: 'videoUrl', label: 'About video URL', kind: 'url', hint: 'A YouTube or Vimeo https:// address' },
  {
    name: 'timeZone',
    label: 'Time zone',
    hint: 'The school calendar and its iCal feed use it, for example Asia/Kolkata',
  },
];

/** The site's contact details, links and notices, as the public pages show them. */
export function SiteSettingsForm({ initial }: { initial: SiteSettings }) {
  // Only this panel's fields are validated and sent (the name, colours and admissions have their own panels).
  const { form, onSubmit, saving } = useSettingsPanel(GeneralSettingsSchema, initial, {
    pick: (settings) => settings,
    savedMessage: 'Settings saved successfully',
  });

  return (
    <form className="admin-form admin-panel" noValidate onSubmit={onSubmit} aria-labelledby="site-settings-title">
      <h2 id="site-settings-title">Site settings</h2>
      <div className="admin-form-grid">
        {TEXT_FIELDS.map(({ name, label, kind, hint }) =>
          kind === 'textarea' ? (
            <TextAreaField key={name} form={form} name={name} label={label} hint={hint} rows={2} />
          ) : (
            <TextField key={name} form={form} name={name} label={label} hint={hint} type={kind ?? 'text'} />
          ),
        )}
      </div>
      <CheckboxField
        form={form}
        name="splashEnabled"
        label="Show the splash screen once per visit"
        className="admin-check"
      />
      <FormActions label="Save Settings" working={saving} />
    </form>
  );
}

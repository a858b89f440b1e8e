import { IMAGE_WIDTHS, MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { imageVariantUrl } from '../../../shared/images';
import {
  checkPrimaryColour,
  contrastRatio,
  DEFAULT_PRIMARY_COLOUR,
  formatRatio,
  isHexColour,
} from '../../../shared/palette';
import { IMAGE_REJECTED_MESSAGE } from '../../../shared/schemas/admin-content';
import { BrandingSettingsSchema, type SiteSettings } from '../../../shared/schemas/settings';
import { Field, TextField } from '../../components/form/field';
import { trpc } from '../../lib/trpc';
import { ReplaceFilePanel } from '../kit/upload-controls';
import { useSettingsPanel } from './use-settings-panel';
import './settings-panels.css';
import { FormActions } from '../kit/form-actions';

type Branding = Pick<SiteSettings, 'schoolName' | 'shortName' | 'tagline' | 'primaryColor' | 'whatsappNumber'>;

const pickBranding = (s: SiteSettings): Branding => ({
  schoolName: s.schoolName,
  shortName: s.shortName,
  tagline: s.tagline,
  primaryColor: s.primaryColor,
  whatsappNumber: s.whatsappNumber,
});

/** The school's name, tagline, colour and WhatsApp number (docs/decisions/013-school-branding.md). */
export function BrandingForm({ initial }: { initial: SiteSettings }) {
  const { form, onSubmit, saving } = useSettingsPanel(BrandingSettingsSchema, initial, {
    pick: pickBranding,
    savedMessage: 'Branding saved successfully',
  });

  const colour = String(form.values.primaryColor);
  // Checked as the administrator picks (the same rule the server applies on saving); once a save was
  // refused, the message is the field's error instead, not said twice.
  const colourError = form.field('primaryColor').error;
  const check = isHexColour(colour) && !colourError ? checkPrimaryColour(colour) : null;

  return (
    <form className="admin-form admin-panel" noValidate onSubmit={onSubmit} aria-labelledby="branding-title">
      <h2 id="branding-title">Name and colours</h2>
      <p className="muted">Shown in the header, footer, page titles, the brochure and the browser tab.</p>
      <div className="admin-form-grid">
        <TextField
          form={form}
          name="schoolName"
          label="School name"
          hint="In page titles, the footer and the brochure"
        />
        <TextField form={form} name="shortName" label="Short name" hint="In the header and the ‘Why …’ menu" />
        <TextField
          form={form}
          name="tagline"
          label="Tagline"
          hint="The home page's main heading"
          className="field-wide"
        />
        <TextField
          form={form}
          name="whatsappNumber"
          label="WhatsApp number"
          type="tel"
          hint="With the country code, like +91 98765 43210. Leave empty to hide the WhatsApp button."
        />
        <Field
          state={form.field('primaryColor')}
          label="Primary colour"
          hint={
            check === null
              ? 'Buttons, links and headings use it; the rest of the palette is derived from it in both themes.'
              : check.ok
                ? `Readable: white button text on it has a contrast of ${formatRatio(contrastRatio('#ffffff', colour))}.`
                : check.message
          }
          hintClassName={check && !check.ok ? 'field-hint admin-colour-warning' : 'field-hint'}
          after={
            <div className="admin-colour-preview" aria-hidden="true">
              <span className="admin-colour-button" style={{ background: isHexColour(colour) ? colour : undefined }}>
                Enquire Now
              </span>
              <span style={{ color: isHexColour(colour) ? colour : undefined }}>A link in this colour</span>
            </div>
          }
        >
          {(control) => (
            <div className="admin-colour-row">
              <input
                {...control}
                type="color"
                value={isHexColour(colour) ? colour : DEFAULT_PRIMARY_COLOUR}
                onChange={(e) => form.edit('primaryColor', e.target.value)}
              />
              <code>{colour}</code>
              {colour !== DEFAULT_PRIMARY_COLOUR && (
                <button
                  type="button"
                  className="btn btn-outline btn-small"
                  onClick={() => form.edit('primaryColor', DEFAULT_PRIMARY_COLOUR)}
                >
                  Use the original purple
                </button>
              )}
            </div>
          )}
        </Field>
      </div>
      <FormActions label="Save Branding" working={saving} />
    </form>
  );
}

/** The school's logo: uploaded through the image pipeline, or the built-in mark. */
export function LogoForm({ logo }: { logo: string }) {
  const utils = trpc.useUtils();
  const remove = trpc.admin.settings.removeLogo.useMutation();
  const refresh = () => {
    void utils.site.settings.invalidate();
    void utils.admin.settings.get.invalidate();
  };
  return (
    <ReplaceFilePanel
      titleId="logo-title"
      title="Logo"
      upload={{
        label: 'New logo (PNG, JPEG or WebP)',
        hint: "A square image of at least 256 × 256 pixels looks best; it is also the browser tab's icon.",
        accept: 'image/png,image/jpeg,image/webp',
        uploadLabel: 'Upload Logo',
        procedure: 'admin.settings.uploadLogo',
        field: 'image',
        maxBytes: MAX_UPLOAD_BYTES,
        tooLarge: IMAGE_REJECTED_MESSAGE,
        uploaded: 'Logo uploaded successfully',
        failed: 'Failed to upload the logo',
      }}
      restore={{
        isOffered: Boolean(logo),
        label: 'Remove Logo',
        done: 'Logo removed; the built-in mark is shown',
        mutation: remove,
      }}
      onChanged={refresh}
    >
      <div className="admin-logo-current">
        {logo ? (
          <img src={imageVariantUrl(logo, IMAGE_WIDTHS[0])} alt="The current logo" width={64} height={64} />
        ) : null}
        <p className="muted">{logo ? 'The site shows the logo you uploaded.' : 'The site shows the built-in mark.'}</p>
      </div>
    </ReplaceFilePanel>
  );
}

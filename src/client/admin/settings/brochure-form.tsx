import { MAX_BROCHURE_BYTES } from '../../../shared/constants';
import { PDF_REJECTED_MESSAGE } from '../../../shared/schemas/admin-content';
import { trpc } from '../../lib/trpc';
import { useToast } from '../kit/toast';
import { UploadControls, useFileUpload } from '../kit/upload-controls';

/** Replaces the brochure PDF (uploaded with progress) or goes back to the built-in one. */
export function BrochureForm({ hasCustom }: { hasCustom: boolean }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const reset = trpc.admin.settings.resetBrochure.useMutation();
  const upload = useFileUpload({
    label: 'New brochure (PDF)',
    hint: 'A PDF file up to 20 MB.',
    accept: 'application/pdf,.pdf',
    uploadLabel: 'Upload Brochure',
    procedure: 'admin.settings.uploadBrochure',
    field: 'file',
    maxBytes: MAX_BROCHURE_BYTES,
    tooLarge: PDF_REJECTED_MESSAGE,
    uploaded: 'Brochure replaced successfully',
    failed: 'Failed to upload the brochure',
    onUploaded: () => void utils.admin.settings.get.invalidate(),
  });

  async function restore() {
    try {
      await reset.mutateAsync();
      toast.success('Default brochure restored');
      void utils.admin.settings.get.invalidate();
    } catch {
      toast.error('Error updating item');
    }
  }

  const busy = upload.isUploading || reset.isPending;
  return (
    <form className="admin-form admin-panel" noValidate onSubmit={upload.onSubmit} aria-labelledby="brochure-title">
      <h2 id="brochure-title">Brochure</h2>
      <p className="muted">
        {hasCustom ? 'The site serves the brochure you uploaded.' : 'The site serves the built-in brochure.'}{' '}
        <a href="/brochure.pdf" download>
          Download the current brochure
        </a>
      </p>
      <UploadControls
        {...upload.controls}
        busy={busy}
        reset={hasCustom ? { label: 'Restore Default Brochure', onClick: restore } : undefined}
      />
    </form>
  );
}

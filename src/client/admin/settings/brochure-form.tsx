import { MAX_BROCHURE_BYTES } from '../../../shared/constants';
import { PDF_REJECTED_MESSAGE } from '../../../shared/schemas/admin-content';
import { trpc } from '../../lib/trpc';
import { ReplaceFilePanel } from '../kit/upload-controls';

/** Replaces the brochure PDF (uploaded with progress) or goes back to the built-in one. */
export function BrochureForm({ hasCustom }: { hasCustom: boolean }) {
  const utils = trpc.useUtils();
  const reset = trpc.admin.settings.resetBrochure.useMutation();
  return (
    <ReplaceFilePanel
      titleId="brochure-title"
      title="Brochure"
      upload={{
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
      }}
      restore={{
        isOffered: hasCustom,
        label: 'Restore Default Brochure',
        done: 'Default brochure restored',
        mutation: reset,
      }}
      onChanged={() => void utils.admin.settings.get.invalidate()}
    >
      <p className="muted">
        {hasCustom ? 'The site serves the brochure you uploaded.' : 'The site serves the built-in brochure.'}{' '}
        <a href="/brochure.pdf" download>
          Download the current brochure
        </a>
      </p>
    </ReplaceFilePanel>
  );
}

import { COPY_LINK_WORDS } from '../../../shared/content/site-controls-words';

/**
 * Copies the notice's address (progressive enhancement): the button stays hidden until the site
 * script (src/client/site/controls.ts) finds a clipboard, then copies and says so in the status;
 * without it the address is shown as text beside the share link.
 */
export function CopyLinkButton({ url }: { url: string }) {
  return (
    <>
      <button
        type="button"
        className="btn btn-outline notice-copy"
        data-copy-link={url}
        data-copied={COPY_LINK_WORDS.copied}
        data-copy-failed={COPY_LINK_WORDS.failed}
        hidden
      >
        {COPY_LINK_WORDS.button}
      </button>
      <span className="notice-copy-status" role="status" />
    </>
  );
}

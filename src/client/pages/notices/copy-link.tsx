import { COPY_LINK_WORDS } from '../../../shared/content/notice-words';

/**
 * Copies the notice's address (progressive enhancement): the server's HTML has the button hidden and
 * the address shown as text beside the share link; the site script (src/client/site/copy-link.ts)
 * shows the button where the browser can copy, copies the address of the `data-share-url` around it
 * and puts the status's words, written here, into the status.
 */
export function CopyLinkButton() {
  return (
    <>
      <button type="button" className="btn btn-outline notice-copy" hidden>
        {COPY_LINK_WORDS.button}
      </button>
      <span
        className="notice-copy-status"
        role="status"
        data-copied={COPY_LINK_WORDS.copied}
        data-failed={COPY_LINK_WORDS.failed}
      />
    </>
  );
}

import { useEffect, useState } from 'react';

/**
 * Copies the notice's address (progressive enhancement): without JavaScript the button stays hidden
 * and the address is shown as text beside the share link; with it, the button copies and says so.
 */
export function CopyLinkButton({ url }: { url: string }) {
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState('');
  useEffect(() => setReady(Boolean(navigator.clipboard)), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied');
    } catch {
      setStatus('Could not copy the link. Copy it from the address bar.');
    }
  }

  return (
    <>
      <button type="button" className="btn btn-outline notice-copy" hidden={!ready} onClick={copy}>
        Copy link
      </button>
      <span className="notice-copy-status" role="status">
        {status}
      </span>
    </>
  );
}

// A notice's "Copy link" (src/client/pages/notices/copy-link.tsx): shown only where the browser can
// copy; it copies the address written on the share section around it and says so in its status, in
// the words the server wrote on the status (so this script carries none of its own).

export function initCopyLinks(): void {
  if (!navigator.clipboard) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>('button.notice-copy')) {
    const url = button.closest<HTMLElement>('[data-share-url]')?.dataset.shareUrl;
    const status = button.parentElement?.querySelector<HTMLElement>('.notice-copy-status');
    if (!url || !status) continue;
    button.hidden = false;
    button.addEventListener('click', () => {
      navigator.clipboard.writeText(url).then(
        () => {
          status.textContent = status.dataset.copied ?? '';
        },
        () => {
          status.textContent = status.dataset.failed ?? '';
        },
      );
    });
  }
}

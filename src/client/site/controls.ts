// The public pages' small controls that need a script, each found by a data attribute the server
// wrote: the disclosure's Print button, a notice's Copy link, the home video's play button, and an
// image's fallback when it cannot load. Without this script the page shows what works without it
// (global.css `data-needs-script`, `data-without-script`).
export function initControls(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-print]')) {
    button.addEventListener('click', () => window.print());
  }
  initCopyLinks();
  initVideos();
  initSafeImages();
}

/** Offered only where the browser has a clipboard; says in the status beside it what happened. */
function initCopyLinks(): void {
  if (!navigator.clipboard) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy-link]')) {
    const status = button.nextElementSibling;
    button.hidden = false;
    button.addEventListener('click', async () => {
      // What it says, written by the server beside the button's name (pages/notices/copy-link.tsx).
      let said = button.dataset.copied ?? '';
      try {
        await navigator.clipboard.writeText(button.dataset.copyLink ?? '');
      } catch {
        said = button.dataset.copyFailed ?? '';
      }
      if (status) status.textContent = said;
    });
  }
}

/** The poster gives its place to the player, which starts playing; its host is contacted only now. */
function initVideos(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-video-play]')) {
    button.addEventListener('click', () => {
      const video = button.closest('.home-video');
      if (!video) return;
      const frame = document.createElement('iframe');
      frame.className = 'home-video-frame';
      frame.src = button.dataset.videoPlay ?? '';
      frame.title = button.dataset.videoTitle ?? '';
      frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
      frame.allowFullscreen = true;
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      video.replaceChildren(frame);
    });
  }
}

/**
 * An image that cannot load gives its place to the fallback the server put beside it in a <template>
 * (pages/home/safe-image.tsx). One that failed before this script ran has no error event left to
 * hear: a finished image with no width has failed.
 */
function initSafeImages(): void {
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-safe-image]')) {
    const fallback = img.nextElementSibling;
    if (!(fallback instanceof HTMLTemplateElement) || !fallback.hasAttribute('data-safe-image-fallback')) continue;
    const replace = () => {
      img.replaceWith(fallback.content.cloneNode(true));
      fallback.remove();
    };
    if (img.complete && img.naturalWidth === 0 && img.currentSrc !== '') replace();
    else img.addEventListener('error', replace, { once: true });
  }
}

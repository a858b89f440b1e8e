// Lays out the sections the page left for later (`data-deferred-layout`, global.css): one a frame,
// so no frame's work grows with the length of the page. Until a section is laid out the browser
// shows it when it comes near the screen, but counts it at a placeholder height; once they all are,
// the page is as tall as without the deferral (docs/decisions/028-first-screen-work.md).
export function layOutDeferredSections(): Promise<void> {
  const sections = Array.from(document.querySelectorAll<HTMLElement>('[data-deferred-layout]'));
  return new Promise((resolve) => {
    const next = () => {
      const section = sections.shift();
      if (!section) return resolve();
      section.removeAttribute('data-deferred-layout');
      // A page in a background tab draws no frames: nothing to spread, and the rest go at once.
      if (document.visibilityState === 'hidden') next();
      else requestAnimationFrame(next);
    };
    next();
  });
}

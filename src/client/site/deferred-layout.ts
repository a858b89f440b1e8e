// Lays out the sections the page left for later (`data-deferred-layout`, global.css): each in a task
// of its own, so no task's work grows with the length of the page. Until a section is laid out the
// browser shows it when it comes near the screen, but counts it at a placeholder height; once they all
// are, the page is as tall as without the deferral (docs/decisions/028-first-screen-work.md).
export async function layOutDeferredSections(): Promise<void> {
  const sections = Array.from(document.querySelectorAll<HTMLElement>('[data-deferred-layout]'));
  for (const section of sections) {
    section.removeAttribute('data-deferred-layout');
    // Laid out now, in this task, rather than all of them together in the next frame.
    section.getBoundingClientRect();
    await nextTask();
  }
}

/**
 * Resolves in a new task. A message, not a timer or a frame: a test's fake clock holds those, and a
 * page in a background tab draws no frames.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

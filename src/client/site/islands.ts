// Wakes the page's islands (docs/architecture.md, "Islands"): each element the server marked with
// `data-island` is hydrated by the islands' runtime when it is needed, and not before:
// - `interaction`: on the first focus, input, key or pointer inside it. A button pressed or a form
//   submitted before it is hydrated is pressed or submitted again once it is, so nothing the visitor
//   did is lost; what they typed is taken into the form's state by the form itself.
// - `visible`: when it comes within a screen's height of the viewport (a carousel starts its timers).
// The runtime's address is the page's data (`islands`); a page without islands never loads it.

type Runtime = { wake(el: HTMLElement): Promise<void> };

let runtime: Promise<Runtime> | null = null;

function loadRuntime(src: string): Promise<Runtime> {
  runtime ??= import(/* @vite-ignore */ src) as Promise<Runtime>;
  return runtime;
}

const INTERACTIONS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

export function wakeIslands(runtimeSrc: string): void {
  const islands = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
  if (islands.length === 0 || !runtimeSrc) return;
  let observer: IntersectionObserver | null = null;
  const wakeWhenSeen = new WeakMap<Element, () => void>();

  for (const el of islands) {
    let state: 'asleep' | 'waking' | 'awake' = 'asleep';
    let woken: Promise<void> | null = null;
    // The island's element takes no box (display: contents), so the observer never sees it: it
    // watches the elements inside, which are what the visitor sees.
    const seen = el.dataset.wake === 'visible' && el.children.length > 0 ? Array.from(el.children) : [el];
    const wake = (): Promise<void> => {
      if (woken) return woken;
      state = 'waking';
      el.dataset.state = 'waking';
      for (const target of seen) observer?.unobserve(target);
      for (const type of INTERACTIONS) el.removeEventListener(type, onInteraction, true);
      woken = loadRuntime(runtimeSrc)
        .then((r) => r.wake(el))
        .then(() => {
          state = 'awake';
          el.dataset.state = 'awake';
          el.removeEventListener('click', onClick, true);
          el.removeEventListener('submit', onSubmit, true);
        });
      woken.catch((error: unknown) => {
        // The island stays the server's HTML: its links and forms still work without it.
        el.removeEventListener('click', onClick, true);
        el.removeEventListener('submit', onSubmit, true);
        console.warn('An island could not start:', error);
      });
      return woken;
    };
    const onInteraction = () => void wake();
    // A button pressed before the island is hydrated does nothing in the server's HTML: press it again
    // once React has it. Links and native controls (a summary, a checkbox) keep their own behaviour.
    const onClick = (event: MouseEvent) => {
      if (state === 'awake') return;
      const button = (event.target as Element | null)?.closest?.('button');
      if (!button || !el.contains(button) || button.type === 'submit') return;
      event.preventDefault();
      event.stopPropagation();
      void wake().then(() => button.click());
    };
    // A form submitted before it is hydrated would be posted as without JavaScript: submit it with
    // the island's own handling instead.
    const onSubmit = (event: SubmitEvent) => {
      if (state === 'awake') return;
      const form = event.target as HTMLFormElement;
      event.preventDefault();
      const submitter = event.submitter as HTMLElement | null;
      void wake().then(() => form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null));
    };
    el.addEventListener('click', onClick, true);
    el.addEventListener('submit', onSubmit, true);
    for (const type of INTERACTIONS) el.addEventListener(type, onInteraction, { capture: true, passive: true });
    // Focused before this script ran (a search typed into on a slow connection): wake it now, as the
    // focus it missed would have.
    if (el.contains(document.activeElement)) void wake();
    if (el.dataset.wake === 'visible') {
      observer ??= new IntersectionObserver(
        (entries) => {
          for (const entry of entries) if (entry.isIntersecting) wakeWhenSeen.get(entry.target)?.();
        },
        { rootMargin: '100% 0px' },
      );
      for (const target of seen) {
        wakeWhenSeen.set(target, onInteraction);
        observer.observe(target);
      }
    }
  }
}

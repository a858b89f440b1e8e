import { type ComponentType, createContext, useContext } from 'react';
import type { IslandName } from './registry';

// A part of a public page that needs React in the browser (docs/architecture.md, "Islands"). The
// server renders it with the page, inside an element that names it, its props and when it wakes; the
// site script (src/client/site/islands.ts) hydrates it on its own when that moment comes. Everything
// outside islands stays the server's HTML.

/** When an island is hydrated: on the visitor's first interaction with it, or when it comes near the screen. */
export type IslandWake = 'interaction' | 'visible';

/**
 * On the server: renders an island's element as a React root of its own (with the page's providers
 * and an id prefix, so `useId` gives the browser's root the same ids) and returns its HTML. Absent
 * elsewhere: the dashboard, and the island's own root in the browser, render the component in place.
 */
export const IslandRenderContext = createContext<((element: React.ReactElement, id: string) => string) | null>(null);

/** Gives each island of one page render its id, in the order the server renders them. */
export const IslandCounterContext = createContext<{ next: number } | null>(null);

interface IslandProps<P extends object> {
  /** The island's name in the registry (registry.ts), the module the browser loads. */
  name: IslandName;
  component: ComponentType<P>;
  /** What the browser hydrates it with: plain JSON, nothing a parent typed. */
  props: P;
  wake?: IslandWake;
}

export function Island<P extends object>({ name, component: Component, props, wake = 'interaction' }: IslandProps<P>) {
  const render = useContext(IslandRenderContext);
  const counter = useContext(IslandCounterContext);
  if (!render || !counter) return <Component {...props} />;
  const id = `i${counter.next++}`;
  return (
    <div
      className="island"
      data-island={name}
      data-island-id={id}
      data-wake={wake}
      data-props={JSON.stringify(props)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server render, by React.
      dangerouslySetInnerHTML={{ __html: render(<Component {...props} />, id) }}
    />
  );
}

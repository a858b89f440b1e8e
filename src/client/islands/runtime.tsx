// The islands' runtime in the browser (docs/architecture.md, "Islands"): React, the public runtime's
// stand-ins (src/client/public/) and the hydration of one island. The site script imports this file
// when the first island of a page wakes; a page without islands never loads it.
import { type ReactNode, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PAGE_ROUTE_KEY, type PageRoute } from '../../shared/page-route';
import { LanguageContext } from '../lib/language';
import { pageLanguage, RouteContext } from '../public/router';
import { readPageData, setPageData } from '../public/trpc';
import { ISLANDS, type IslandName } from './registry';

let route: PageRoute | undefined;

/** The data the server rendered the page with, read once (the islands' hooks read it). */
function readPage(): PageRoute | undefined {
  if (route) return route;
  const dataEl = document.getElementById('__PAGE_DATA__');
  if (dataEl?.textContent) setPageData(JSON.parse(dataEl.textContent));
  route = readPageData(PAGE_ROUTE_KEY) as PageRoute | undefined;
  return route;
}

/**
 * Hydrates the island `el` (written by island.tsx) with its props; resolves once React has committed
 * it, so what woke it (a click, a submit) can be handed to it.
 */
export async function wake(el: HTMLElement): Promise<void> {
  const name = el.dataset.island as IslandName;
  const load = ISLANDS[name];
  if (!load) throw new Error(`Unknown island: ${name}`);
  const [Component] = await Promise.all([load(), Promise.resolve(readPage())]);
  const props = JSON.parse(el.dataset.props ?? '{}') as object;
  await new Promise<void>((resolve) => {
    hydrateRoot(
      el,
      <StrictMode>
        <LanguageContext.Provider value={pageLanguage()}>
          <RouteContext.Provider value={{ params: route?.params ?? {}, outlet: null, error: undefined }}>
            <Committed onCommit={resolve}>
              <Component {...props} />
            </Committed>
          </RouteContext.Provider>
        </LanguageContext.Provider>
      </StrictMode>,
      {
        // The server rendered the island as a root of its own with this prefix (island.tsx).
        identifierPrefix: `${el.dataset.islandId}-`,
        // An island the browser renders differently from the server is a bug: say so where tests look.
        onRecoverableError: (error) => console.error('Hydration:', error),
      },
    );
  });
}

/** Tells its caller when the tree below it has been committed (hydrated). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => onCommit(), [onCommit]);
  return children;
}

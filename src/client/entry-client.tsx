// Before anything that could create a zod schema (see zod-config.ts).
import '../shared/zod-config';
// Global styles first, so component styles that follow can override them.
import './styles/global.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { makeQueryClient } from './lib/query-client';
import { createBrowserTrpcClient } from './lib/trpc-client';
import { routes } from './routes';

async function start() {
  const queryClient = makeQueryClient();
  const stateEl = document.getElementById('__QUERY_STATE__');
  if (stateEl?.textContent) hydrate(queryClient, JSON.parse(stateEl.textContent));

  // Resolve the lazy route modules of this URL before hydrating, so the first client render
  // matches the server HTML (React Router docs, 'Lazy Loading' with SSR).
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches
      .filter((m) => m.route.lazy)
      .map(async (m) => {
        const lazy = m.route.lazy as () => Promise<Record<string, unknown>>;
        const resolved = await lazy();
        Object.assign(m.route, { ...resolved, lazy: undefined });
      }),
  );

  const router = createBrowserRouter(routes);
  const root = document.getElementById('root');
  if (!root) return;
  hydrateRoot(
    root,
    <StrictMode>
      <AppProviders queryClient={queryClient} trpcClient={createBrowserTrpcClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();

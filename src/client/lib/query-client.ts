import { QueryClient } from '@tanstack/react-query';

// One factory for server and browser (t3 pattern). Server-prefetched data stays fresh for a
// minute, so hydration never triggers a second fetch on load.
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

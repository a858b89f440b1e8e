import { dropPageData, hashKey, readPageData } from './trpc';

// The public pages' stand-in for @tanstack/react-query (docs/architecture.md, "Islands"):
// a public page reads the data the server wrote into it, nothing more (src/client/lib/form-post-state.ts).
const client = {
  getQueryData: <T>(queryKey: readonly unknown[]) => readPageData(hashKey(queryKey)) as T | undefined,
  removeQueries: ({ queryKey }: { queryKey: readonly unknown[]; exact?: boolean }) => dropPageData(hashKey(queryKey)),
};

export function useQueryClient() {
  return client;
}

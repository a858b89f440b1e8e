// Home lists are prefetched into the server HTML. The HTML itself is cached until content changes,
// so its dehydrated data may be older than any staleTime: never refetch on load, which would repeat
// every request the server already made for the page; Retry/Refresh buttons call refetch() explicitly.
export const HOME_QUERY_OPTIONS = { staleTime: Number.POSITIVE_INFINITY } as const;

/** A readable message from a failed query. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}

import { httpBatchLink, httpLink, isNonJsonSerializable, splitLink } from '@trpc/client';
import { trpc } from './trpc';

export const TRPC_PATH = '/trpc';

/**
 * Browser client. FormData (uploads) goes unbatched; admin calls are sent as POST even when they
 * are queries, so personal data in a search never lands in a URL or an access log (issue 4).
 */
export function createBrowserTrpcClient(baseUrl = '') {
  const url = `${baseUrl}${TRPC_PATH}`;
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => isNonJsonSerializable(op.input),
        true: httpLink({ url }),
        false: splitLink({
          condition: (op) => op.path.startsWith('admin.') || op.path.startsWith('applications.admin'),
          true: httpBatchLink({ url, methodOverride: 'POST' }),
          false: httpBatchLink({ url }),
        }),
      }),
    ],
  });
}

import { httpBatchLink, httpLink, isNonJsonSerializable, splitLink } from '@trpc/client';
import { TRPC_MAX_BATCH } from '../../shared/constants';
import { refusalLink } from './refusal-link';
import { trpc } from './trpc';

export const TRPC_PATH = '/trpc';

/**
 * Browser client. FormData (uploads) goes unbatched; admin calls are sent as POST even when they
 * are queries (the server refuses them as GET), so personal data in a search never lands in a URL
 * or an access log; so are the steps of a staff invitation or password reset, whose link's token
 * would otherwise sit in a proxy's access log. Batches stay within the server's TRPC_MAX_BATCH.
 * First, the link that tells the open dashboard of a refused session or role (refusal-link.ts).
 */
export function createBrowserTrpcClient(baseUrl = '') {
  const url = `${baseUrl}${TRPC_PATH}`;
  return trpc.createClient({
    links: [
      refusalLink,
      splitLink({
        // Uploads, and sign-in (which the server refuses to share a request with other calls), go alone.
        condition: (op) => isNonJsonSerializable(op.input) || op.path === 'admin.login',
        true: httpLink({ url }),
        false: splitLink({
          condition: (op) => op.path.startsWith('admin.') || op.path.startsWith('staffAccess.'),
          true: httpBatchLink({ url, methodOverride: 'POST', maxItems: TRPC_MAX_BATCH }),
          false: httpBatchLink({ url, maxItems: TRPC_MAX_BATCH }),
        }),
      }),
    ],
  });
}

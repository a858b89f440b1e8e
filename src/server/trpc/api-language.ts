import type { IncomingMessage } from 'node:http';
import { isLanguageCode, type LanguageCode } from '../../shared/paths';

// The API in a page's language (docs/architecture.md, "Languages"): a page at /mr/... sends its
// islands' calls to /mr/trpc/..., so an island's later fetch answers in the words the server rendered
// it with. The address carries the language, never a header, so any cache in front keys it by address.

const LANGUAGE = Symbol('api-language');
const API_IN_LANGUAGE = /^\/([a-z]{2})(\/trpc\/.*)$/;

type Tagged = IncomingMessage & { [LANGUAGE]?: LanguageCode };

/**
 * Fastify's rewriteUrl: '/mr/trpc/x' is served by the one '/trpc/x' route with the language kept on
 * the request. English and any other address are left as they are ('/en/trpc' stays unknown).
 */
export function rewriteApiInLanguage(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const match = API_IN_LANGUAGE.exec(url);
  const code = match?.[1];
  if (!match?.[2] || !code || code === 'en' || !isLanguageCode(code)) return url;
  (req as Tagged)[LANGUAGE] = code;
  return match[2];
}

/** The language an API request was sent in (its address's prefix); undefined for '/trpc/...'. */
export function apiLanguageOf(req: IncomingMessage): LanguageCode | undefined {
  return (req as Tagged)[LANGUAGE];
}

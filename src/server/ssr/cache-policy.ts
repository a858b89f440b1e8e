import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from './page-cache';

// Every Cache-Control the server sends, and the one way compressed bytes (pages, feeds) are answered.

/**
 * Public pages are the same for every visitor, so a shared cache (the shipped nginx, or a CDN) may keep
 * one for 30 seconds; browsers revalidate every time (ETag, usually a 304). A change is therefore
 * visible to every visitor within 30 seconds (docs/decisions/017-public-page-caching.md). Files and
 * feeds shown beside the pages (the notices' RSS, a notice's attachment, a disclosure document) too.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=30';

/**
 * The calendar feeds: apps revalidate with the ETag (a 304 when nothing changed); a shared cache may
 * keep them 5 minutes, which nobody notices between the hours-long refreshes of calendar apps
 * (docs/decisions/017-public-page-caching.md, docs/decisions/020-calendar-and-ical.md).
 */
export const FEED_CACHE = 'public, max-age=0, s-maxage=300';

/** Hashed assets and image variants: a name never changes its bytes (docs/decisions/017-public-page-caching.md). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The brochure: replaced rarely, by the office; 5 minutes is soon enough (docs/decisions/017-public-page-caching.md). */
export const BROCHURE_CACHE = 'public, max-age=300';

/** The favicon: follows the school's colours and logo, which change rarely (docs/decisions/017-public-page-caching.md). */
export const ICON_CACHE = 'public, max-age=86400';

/**
 * Personal answers (the dashboard, /trpc, a form's answer, a backup, the health check): no browser or
 * shared cache keeps a copy (docs/decisions/017-public-page-caching.md).
 */
export const NO_STORE = 'no-store';

/** A file for one person (a transfer certificate, a draft's attachment): never shared, never stored (docs/decisions/017-public-page-caching.md). */
export const PRIVATE_NO_STORE = 'private, no-store';

/** 404s and other errors: kept by nobody without asking again (docs/decisions/017-public-page-caching.md). */
export const REVALIDATE = 'no-cache';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to answer in, from an Accept-Encoding header: brotli, else gzip, else none. */
export function encodingOf(accepts = ''): Encoding {
  return /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
}

/** The headers that describe one representation of compressed bytes: its type, cache policy and ETag. */
export function representationHeaders(
  page: CachedPage,
  encoding: Encoding,
  contentType: string,
  cacheControl: string,
): Record<string, string> {
  return {
    'content-type': contentType,
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
    etag: page.etags[encoding],
  };
}

/**
 * Sends bytes compressed once (page-cache.ts compressPage) in the encoding the client takes, with
 * `headers(encoding)`, or a 304 when the client's copy (its If-None-Match) is current.
 */
export function sendCompressed(
  req: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  headers: (encoding: Encoding) => Record<string, string>,
) {
  const encoding = encodingOf(req.headers['accept-encoding']);
  reply.status(page.status).headers(headers(encoding));
  if (page.status === 200 && req.headers['if-none-match'] === page.etags[encoding]) return reply.status(304).send();
  if (encoding === 'identity') return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}

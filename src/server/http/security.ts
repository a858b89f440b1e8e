import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NO_STORE } from '../ssr/cache-policy';
import { HEAD_SCRIPT_HASH, LOADER_SCRIPT_HASH } from './client-assets';

// Video hosts the about section may embed after the visitor clicks play (the URLs pages/home/video-embed.ts
// builds; docs/decisions/007-content-security-policy.md).
export const VIDEO_FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];

/** The methods the site answers; named in the Allow header of a 405. */
const ALLOWED_METHODS = 'GET, HEAD, POST';

/** The dashboard's pages and files and every API call: never stored by a cache. */
export const PRIVATE_PATH = /^\/(admin|admin-files|trpc)(\/|\?|$)/;

const TEXT_APPLICATION_TYPES = new Set(['application/xml', 'application/javascript']);

/**
 * A textual media type (text/*, XML, JavaScript, SVG and other +xml/+json) without a charset.
 * Plain JSON is left as it is: it is UTF-8 by definition and defines no charset parameter.
 */
export function needsCharset(contentType: string): boolean {
  if (/;\s*charset=/i.test(contentType)) return false;
  const media = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return (
    media.startsWith('text/') || TEXT_APPLICATION_TYPES.has(media) || media.endsWith('+xml') || media.endsWith('+json')
  );
}

/**
 * The Content-Security-Policy (docs/decisions/007-content-security-policy.md). No inline script runs
 * except the theme/splash head script, named by its hash. Style attributes are allowed (progress
 * widths, transforms); an inline <style> element only on a page, named by its hash there (pageCsp).
 */
const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", HEAD_SCRIPT_HASH, LOADER_SCRIPT_HASH],
  'style-src': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': VIDEO_FRAME_HOSTS,
  // The offline worker and the web app manifest, from this site only (docs/decisions/040-offline.md);
  // named, not left to fall back on script-src and default-src, so a change there cannot open them.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

function serialise(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/** The policy of every response but a page: no inline style at all. */
const BASE_CSP = serialise(CSP_DIRECTIVES);

/**
 * A page's policy: the base one plus the hashes of the page's inline style elements (its CSS, the
 * school's colours: client-assets.ts, theme-style.ts). Made once per page when it is rendered, and
 * sent with it from the page cache.
 */
export function pageCsp(styleHashes: readonly (string | null)[]): string {
  const hashes = styleHashes.filter((h): h is string => Boolean(h));
  if (hashes.length === 0) return BASE_CSP;
  return serialise({ ...CSP_DIRECTIVES, 'style-src': ["'self'", ...hashes] });
}

/**
 * The headers every response carries (the set helmet sends by default, written out once so they are
 * never computed per request); a page replaces the CSP with its own (pageCsp). Pages served from the
 * page cache send them from there (ssr.ts cachedPageHook).
 */
/**
 * A PDF the office uploaded opens as its own document: sandboxed, so a script or form in it cannot
 * run with the site's origin (docs/decisions/030-pdfs-without-active-content.md).
 */
export const PDF_CSP = `${BASE_CSP}; sandbox`;

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': BASE_CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

async function security(app: FastifyInstance) {
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(SECURITY_HEADERS);
  });

  // TRACE echoes the request (cookies included) back to the sender, and TRACK is its IIS twin: the
  // site has no use for either, so refuse them on every path, before any route or 404 handler runs.
  // (Node's HTTP parser does not know TRACK and already refuses it with a 400; this covers any
  // server that does.)
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'TRACE' && req.method !== 'TRACK') return;
    return reply
      .status(405)
      .header('Allow', ALLOWED_METHODS)
      .send({ error: 'Method Not Allowed', message: `${req.method} is not allowed.` });
  });

  // A text response without a charset lets the browser guess the encoding, a guess that has been used
  // to smuggle script in (UTF-7). Whoever set the type (a route, a plugin, Fastify's own handlers),
  // every text response says UTF-8, which is what all of them send.
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && needsCharset(type)) reply.header('content-type', `${type}; charset=utf-8`);
    if (typeof type === 'string' && type.startsWith('application/pdf'))
      reply.header('content-security-policy', PDF_CSP);
    return payload;
  });

  // The dashboard and the API answer with personal data (enquiries, applications, a session): no
  // browser or shared cache keeps a copy, whatever answered (a procedure, a refusal, an error, a 404).
  app.addHook('onSend', async (req, reply, payload) => {
    if (PRIVATE_PATH.test(req.url)) reply.header('Cache-Control', NO_STORE);
    return payload;
  });

  // Cross-site request forgery: a browser sends Origin and Sec-Fetch-Site on every POST; refuse a
  // state change that another site started. (tRPC accepts multipart/form-data, which a browser
  // sends cross-site without a preflight.) Clients without these headers are not browsers.
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    let isCrossSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    if (!isCrossSite && origin && origin !== 'null') {
      try {
        isCrossSite = new URL(origin).host !== req.headers.host;
      } catch {
        isCrossSite = true;
      }
    } else if (origin === 'null') {
      isCrossSite = true;
    }
    if (isCrossSite) {
      return reply.status(403).send({ error: 'Forbidden', message: 'Cross-site requests are not allowed.' });
    }
  });
}

export const securityPlugin = fp(security, { name: 'security' });
